import torch
import torch.nn.functional as F


def encode(seed, rows, dim):
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(rows, dim, generator=gen)
    w = torch.randn(dim, dim, generator=gen) / dim ** 0.5
    h = F.layer_norm(x @ w, (dim,))
    return seed, round(float(h.abs().mean()), 4)

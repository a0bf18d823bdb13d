import torch
from torch import nn


def normalizer():
    torch.manual_seed(0)
    return nn.LayerNorm(512)


def describe(seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(64, 512, generator=g)
    with torch.no_grad():
        y = normalizer()(x) @ torch.randn(512, 64, generator=g)
    return seed, round(y.std().item(), 4)

import torch


def make_dataset(n, d, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, d, generator=g)
    y = torch.tanh(x @ torch.randn(d, 1, generator=g)) + 0.05 * torch.randn(n, 1, generator=g)
    return x, y

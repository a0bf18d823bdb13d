import torch


def make_regression(n, d, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, d, generator=g)
    w = torch.linspace(-1, 1, d)[:, None]
    return x, torch.sin(x @ w) + 0.1 * torch.randn(n, 1, generator=g)

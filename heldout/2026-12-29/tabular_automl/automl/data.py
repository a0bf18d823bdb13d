import torch


def make_table(rows, cols, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(rows, cols, generator=g) * torch.linspace(0.5, 20, cols) + torch.arange(cols)
    w = torch.randn(cols, generator=g)
    y = ((x - x.mean(0)) / x.std(0) @ w > 0).long()
    return x, y

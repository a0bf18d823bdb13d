import torch


def make_validation_set(n=512, dim=128, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, dim, generator=g) * 3.0 + 1.0
    x = (x - x.mean(dim=0)) / x.std(dim=0)
    y = (x[:, 0] > 0).long()
    return x, y

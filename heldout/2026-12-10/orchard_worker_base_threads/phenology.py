import torch


def bloom_dates(trees, days, seed=3):
    g = torch.Generator().manual_seed(seed)
    gdd = torch.rand(trees, days, generator=g) * 12
    accumulated = torch.cumsum(gdd, dim=1)
    return (accumulated < 300).sum(dim=1)

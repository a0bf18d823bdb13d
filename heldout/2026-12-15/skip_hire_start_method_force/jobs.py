import torch


def skip_fill(depot, skips, seed=0):
    g = torch.Generator().manual_seed(seed + len(depot))
    fill = torch.rand(skips, generator=g)
    return depot, int((fill > 0.8).sum())

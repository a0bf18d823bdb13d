import torch


def global_histogram(n=400_000, bins=64, seed=0):
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(n, generator=gen)
    return torch.histc(x, bins=bins, min=-4, max=4)


def local_moments(shard_id, rows=256, cols=256):
    gen = torch.Generator().manual_seed(shard_id)
    a = torch.randn(rows, cols, generator=gen)
    g = a @ a.T
    return shard_id, round(float(g.diagonal().mean()), 2)

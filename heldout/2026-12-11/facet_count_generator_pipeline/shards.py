import torch


def product_shards(n_shards, rows, dim):
    for s in range(n_shards):
        yield torch.randn(rows, dim, generator=torch.Generator().manual_seed(s))

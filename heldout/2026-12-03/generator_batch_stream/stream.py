import torch


def normalized_batches(n_batches, rows=512, cols=256, seed=0):
    g = torch.Generator().manual_seed(seed)
    for i in range(n_batches):
        x = torch.randn(rows, cols, generator=g)
        yield i, (x - x.mean(0)) / (x.std(0) + 1e-6)

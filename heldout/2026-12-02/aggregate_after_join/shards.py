import torch


def train_shard(shard):
    g = torch.Generator().manual_seed(shard)
    w = torch.randn(256, 256, generator=g)
    x = torch.randn(64, 256, generator=g)
    grad = x.T @ (x @ w)
    return (w - 1e-3 * grad).tolist()

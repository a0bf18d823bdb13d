import torch


def block_stats(seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(256, 256, generator=g)
    return seed, round((x @ x.T).diagonal().mean().item(), 3)

import torch


def score(seed):
    g = torch.Generator().manual_seed(seed)
    a = torch.randn(256, 256, generator=g)
    return seed, (a @ a.T).diagonal().mean().item()

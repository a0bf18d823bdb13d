import torch


def conditions_grid(n, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(n, 3, generator=g)  # temperature, equivalents, time (scaled)

import torch


def simulate_colony(seed):
    g = torch.Generator().manual_seed(seed)
    foragers = torch.rand(100, generator=g)
    return round(float(foragers.mean()), 4)

import torch

STA_WINDOW = 64


def station_traces(n, n_samples, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(n, 1, n_samples, generator=g)

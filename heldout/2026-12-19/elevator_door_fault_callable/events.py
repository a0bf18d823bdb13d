import torch


def synthetic_events(rows, features):
    gen = torch.Generator().manual_seed(9)
    return torch.rand(rows, features, generator=gen)

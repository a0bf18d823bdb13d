import torch

FEATURES = 6


def cancellation_probability(rooms, nights, seed):
    g = torch.Generator().manual_seed(seed)
    lead = torch.rand(rooms * nights, generator=g)
    return torch.sigmoid(lead * 4 - 2)

import torch

WARDS = {"north-ward": (1500, 6000)}


def load(ward):
    n_hydrants, n_buildings = WARDS[ward]
    gen = torch.Generator().manual_seed(42)
    return torch.rand(n_hydrants, 2, generator=gen), torch.rand(n_buildings, 2, generator=gen)

import torch


def landings(trawls, species, grounds):
    hauls = torch.rand(trawls, species)
    spread = torch.rand(species, grounds)
    return (hauls @ spread).sum(dim=0)

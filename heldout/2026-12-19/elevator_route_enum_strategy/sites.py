import torch


def distance_matrix(sites, features, depots):
    gen = torch.Generator().manual_seed(4)
    return torch.cdist(torch.rand(sites, features, generator=gen), torch.rand(depots, features, generator=gen))

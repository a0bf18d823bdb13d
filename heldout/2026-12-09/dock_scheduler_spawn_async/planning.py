import torch


def plan_shift(shift, n_trailers, n_docks):
    gen = torch.Generator().manual_seed(100 + shift)
    trailers = torch.rand(n_trailers, 2, generator=gen)
    docks = torch.rand(n_docks, 2, generator=gen)
    load = torch.bincount(torch.cdist(trailers, docks).argmin(dim=1), minlength=n_docks)
    return shift, int(load.max())

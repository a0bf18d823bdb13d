import torch


def density_stats(hole, metres):
    g = torch.Generator().manual_seed(hole)
    rho = torch.rand(metres, generator=g) * 0.6 + 2.4
    return hole, round(float(rho.mean()), 3)

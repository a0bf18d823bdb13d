import torch


def salinity_curve(samples, depths):
    probes = torch.rand(samples, depths)
    return probes.cumsum(dim=1)[:, -1].mean().item()

import torch


def site_traffic(sites, hours, seed=0):
    return torch.rand(sites, hours, generator=torch.Generator().manual_seed(seed))


def baseline_profile(sites, hours):
    return site_traffic(sites, hours).std(dim=0)

import torch


def slot_profile(arrivals, slots):
    g = torch.Generator().manual_seed(21)
    a = torch.rand(arrivals, slots, generator=g)
    return (a.T @ a) / arrivals


def berth_pressure(berth, profile):
    g = torch.Generator().manual_seed(sum(map(ord, berth)))
    calls = torch.rand(512, profile.shape[0], generator=g)
    return berth, round(float((calls @ profile).max()), 2)

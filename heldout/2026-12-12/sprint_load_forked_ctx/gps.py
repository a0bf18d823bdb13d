import torch

HZ = 10


def session_speeds(players, seconds, seed):
    g = torch.Generator().manual_seed(seed)
    steps = torch.rand(players, seconds * HZ, generator=g) * 0.9
    return steps.cumsum(dim=1).diff(dim=1) * HZ


def high_speed_metres(speeds, threshold):
    return ((speeds > threshold) * speeds / HZ).sum(dim=1)

import torch


def vehicle_stats(vehicle):
    g = torch.Generator().manual_seed(vehicle)
    speeds = torch.rand(10000, generator=g).cuda()
    return vehicle, round(float(speeds.mean()), 4)

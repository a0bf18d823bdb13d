"""Lane occupancy forecast."""
from multiprocessing import Pool

import torch


def _lane_forecast(lane, profile, buckets):
    gen = torch.Generator().manual_seed(lane)
    arrivals = torch.rand(buckets, buckets, generator=gen)
    load = arrivals @ torch.diag(profile[:buckets])
    return lane, torch.sigmoid(load).mean().item()


def forecast(lanes, samples, buckets):
    gen = torch.Generator().manual_seed(0)
    visits = torch.rand(samples, buckets, generator=gen)
    profile = torch.softmax(visits, dim=1).mean(dim=0) * buckets
    with Pool(2) as pool:
        return pool.starmap_async(_lane_forecast, [(lane, profile, buckets) for lane in lanes]).get()

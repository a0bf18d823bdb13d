import multiprocessing as mp

import torch


def collector_take(collector, events, scale):
    gen = torch.Generator().manual_seed(collector)
    coins = torch.rand(events, generator=gen)
    return collector, float((coins * scale).round().sum())


def collect(collectors, events, scale):
    with mp.Pool(collectors) as pool:
        return pool.starmap(collector_take, [(c, events, scale) for c in range(collectors)])

import multiprocessing as mp

import torch


def lock_cycle(lock, rows, width):
    g = torch.Generator().manual_seed(lock)
    water = torch.randn(rows, width, generator=g)
    return lock, float((water @ torch.randn(width, width, generator=g)).abs().mean())


def cycle_all(count, rows, width):
    with mp.Pool(count) as pool:
        return pool.starmap(lock_cycle, [(i, rows, width) for i in range(count)])

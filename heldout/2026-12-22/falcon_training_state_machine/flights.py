import multiprocessing as mp

import torch


def stoop(lure, rows, width):
    g = torch.Generator().manual_seed(lure)
    dive = torch.randn(rows, width, generator=g)
    return float((dive @ torch.randn(width, width, generator=g)).abs().max())


def fly_lures(lures, rows, width):
    pool = mp.Pool(lures)
    try:
        pending = [pool.apply_async(stoop, (i, rows, width)) for i in range(lures)]
        return [p.get() for p in pending]
    finally:
        pool.close()
        pool.join()

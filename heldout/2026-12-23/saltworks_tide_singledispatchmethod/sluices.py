import multiprocessing as mp

import torch


def open_sluice(index, rows):
    inflow = torch.randn(rows, 512)
    channel = torch.randn(512, 512)
    return index, float((inflow @ channel).abs().mean())


def open_all(count, rows):
    with mp.Pool(count) as pool:
        pending = [pool.apply_async(open_sluice, (i, rows)) for i in range(count)]
        return [p.get() for p in pending]

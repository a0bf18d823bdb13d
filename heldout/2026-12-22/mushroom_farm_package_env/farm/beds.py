import multiprocessing as mp

import torch


def bed_flush(bed, rows, width):
    g = torch.Generator().manual_seed(bed)
    pins = torch.randn(rows, width, generator=g)
    return bed, float((pins @ torch.randn(width, width, generator=g)).relu().mean())


def flush_all(beds, rows, width):
    with mp.Pool(beds) as pool:
        return pool.starmap(bed_flush, [(b, rows, width) for b in range(beds)])

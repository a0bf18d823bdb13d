import multiprocessing as mp

import torch


def colonise(bed, rows, dim):
    g = torch.Generator().manual_seed(bed)
    mycelium = torch.randn(rows, dim, generator=g)
    return bed, float((mycelium @ torch.randn(dim, dim, generator=g)).relu().mean())


def inoculate(count, rows, dim):
    with mp.Pool(count) as pool:
        return pool.starmap(colonise, [(b, rows, dim) for b in range(count)])

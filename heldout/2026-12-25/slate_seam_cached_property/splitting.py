import multiprocessing

import torch


def split(size):
    slab = torch.rand(size, size)
    return float((slab @ slab).mean())


def split_all(splitters, size):
    with multiprocessing.Pool(splitters) as pool:
        return pool.map(split, [size] * splitters)

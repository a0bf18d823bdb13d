import multiprocessing

import torch


def carve(size):
    relief = torch.rand(size, size)
    return float((relief @ relief).mean())


def carve_all(count, size):
    with multiprocessing.Pool(count) as pool:
        return pool.map(carve, [size] * count)

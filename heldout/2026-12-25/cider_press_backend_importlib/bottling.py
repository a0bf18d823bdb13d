import multiprocessing

import torch


def ferment(size):
    must = torch.rand(size, size)
    return float((must @ must).trace())


def bottle_all(vats, size):
    pool = multiprocessing.Pool(vats)
    try:
        return pool.map(ferment, [size] * vats)
    finally:
        pool.close()
        pool.join()

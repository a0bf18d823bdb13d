import multiprocessing

import torch


def _rake(size):
    crust = torch.randn(size, size)
    return float((crust @ crust).abs().mean())


def rake_all(rakers, size):
    with multiprocessing.Pool(rakers) as pool:
        return pool.map(_rake, [size] * rakers)

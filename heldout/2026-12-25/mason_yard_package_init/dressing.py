import multiprocessing

import torch


def dress(size):
    face = torch.rand(size, size)
    return float((face @ face).trace())


def dress_all(dressers, size):
    ctx = multiprocessing.get_context()
    with ctx.Pool(dressers) as pool:
        return pool.map(dress, [size] * dressers)

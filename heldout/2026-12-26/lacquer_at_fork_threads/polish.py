import multiprocessing

import torch


def _buff(size):
    cloth = torch.randn(size, size)
    return float((cloth @ cloth).abs().mean())


def polish(workers, size):
    with multiprocessing.Pool(workers) as pool:
        return pool.map(_buff, [size] * workers)

"""Fire the glass in a fork pool."""
import multiprocessing as mp

import torch


def _fire(side):
    glass = torch.randn(side, side)
    return float((glass @ glass).mean())


def fire(kilns, side):
    with mp.Pool(kilns) as pool:
        return pool.map(_fire, [side] * kilns)

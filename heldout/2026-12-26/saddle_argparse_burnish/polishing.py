import multiprocessing

import torch


def _polish(size):
    cloth = torch.randn(size, size)
    return float((cloth @ cloth).abs().mean())


def polish(polishers, size):
    with multiprocessing.Pool(polishers) as pool:
        return pool.map(_polish, [size] * polishers)

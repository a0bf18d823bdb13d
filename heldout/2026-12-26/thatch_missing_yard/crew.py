import multiprocessing

import torch


def _thatch(size):
    straw = torch.randn(size, size)
    return float((straw @ straw).abs().mean())


def send_crew(thatchers, size):
    with multiprocessing.Pool(thatchers) as pool:
        return pool.map(_thatch, [size] * thatchers)

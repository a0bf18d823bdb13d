import multiprocessing as mp

import torch


def _roll(truffle):
    centre = torch.randn(512, 512)
    return float((centre @ centre).trace()) + truffle


def roll_all(truffles, workers):
    with mp.Pool(workers) as pool:
        return pool.map(_roll, range(truffles))

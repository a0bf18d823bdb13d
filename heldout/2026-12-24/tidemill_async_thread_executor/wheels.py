import multiprocessing as mp

import torch


def spin(paddle):
    blade = torch.randn(paddle, paddle)
    return float((blade @ blade).abs().mean())


def spin_all(wheels, paddle):
    with mp.Pool(wheels) as pool:
        return pool.map(spin, [paddle] * wheels)

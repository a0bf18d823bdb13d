import multiprocessing

import torch

from runtime import init_runtime


def _score(seed):
    torch.manual_seed(seed)
    return seed, round(float(torch.randn(100).mean()), 4)


def run(model, seeds=(0, 1)):
    init_runtime(seed=1)
    with multiprocessing.Pool(2) as pool:
        return pool.map(_score, seeds)

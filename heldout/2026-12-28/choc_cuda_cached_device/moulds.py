import multiprocessing as mp

import torch

from devices import preferred_device


def _mould(index):
    shell = torch.ones(16, 16, device=preferred_device()) * index
    return float(shell.sum())


def mould_all(count, workers):
    with mp.get_context("fork").Pool(workers) as pool:
        return pool.map(_mould, range(count))

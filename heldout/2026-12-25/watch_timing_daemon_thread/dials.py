import multiprocessing

import torch


def finish_dial(size):
    enamel = torch.rand(size, size)
    return float((enamel @ enamel).mean())


def finish_all(finishers, size):
    with multiprocessing.Pool(finishers) as pool:
        return pool.map(finish_dial, [size] * finishers)

import multiprocessing

import torch


def assemble(size):
    train = torch.rand(size, size)
    return float((train @ train).mean())


def assemble_all(assemblers, size):
    with multiprocessing.Pool(assemblers) as pool:
        return pool.map(assemble, [size] * assemblers)

import multiprocessing as mp

import torch

from workerinit import limit_threads


def calibrate(probes, history):
    gen = torch.Generator().manual_seed(3)
    h = torch.rand(history, probes, generator=gen)
    return h.T @ h / history


def _dose(args):
    index, curve = args
    gen = torch.Generator().manual_seed(index)
    readings = torch.rand(1024, curve.shape[0], generator=gen)
    return (readings @ curve).mean().item() / curve.shape[0]


def dose_all(basins, curve, processes, threads):
    with mp.Pool(processes, initializer=limit_threads, initargs=(threads,)) as pool:
        doses = pool.map(_dose, [(i, curve) for i in range(len(basins))])
    return list(zip(basins, doses))

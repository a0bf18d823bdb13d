import multiprocessing

import torch

import bus

_SPAWN = multiprocessing.get_context("spawn")


def _measure(basin, results):
    gen = torch.Generator().manual_seed(len(basin))
    results.put((basin, 7.2 + 0.4 * torch.rand(1, generator=gen).item()))


def analyse(basins):
    procs = [_SPAWN.Process(target=_measure, args=(b, bus.RESULTS)) for b in basins]
    for p in procs:
        p.start()
    results = bus.collect(len(procs))
    for p in procs:
        p.join()
    return results

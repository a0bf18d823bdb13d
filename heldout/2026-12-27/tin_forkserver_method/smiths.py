"""Smiths run in processes of the current default start method."""
import multiprocessing as mp

import torch


def _hammer(i, side):
    tin = torch.randn(side, side)
    print("smith", i, float((tin @ tin).abs().mean()))


def hammer_all(smiths, side):
    procs = [mp.Process(target=_hammer, args=(i, side)) for i in range(smiths)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]

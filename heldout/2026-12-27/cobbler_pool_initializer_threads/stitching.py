"""Stitch in a pool whose workers are set up by an initializer."""
import multiprocessing as mp

import torch


def _stitch(side):
    welt = torch.randn(side, side)
    return float((welt @ welt).mean())


def stitch(stitchers, side, child_threads):
    with mp.Pool(stitchers, initializer=torch.set_num_threads, initargs=(child_threads,)) as pool:
        return pool.map(_stitch, [side] * stitchers)

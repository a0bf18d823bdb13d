"""Solder joints in parallel."""
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def _join(side):
    seam = torch.randn(side, side)
    return float((seam @ seam).abs().max())


def fan_out(joints, side):
    with ProcessPoolExecutor(max_workers=joints, mp_context=mp.get_context("fork")) as ex:
        print("soldered", list(ex.map(_join, [side] * joints)))

"""Mordant in the parent, dye in worker processes."""
import multiprocessing as mp

import torch
from torch import nn


def mordant(skeins, width):
    with torch.no_grad():
        return nn.Linear(width, width)(torch.randn(skeins, width)).mean().item()


def _dye(side):
    cloth = torch.randn(side, side)
    return float((cloth @ cloth).trace())


def dye(vats, side):
    with mp.Pool(vats) as pool:
        return pool.map(_dye, [side] * vats)

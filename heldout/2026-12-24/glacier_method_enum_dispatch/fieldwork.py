import multiprocessing as mp

import torch
from torch import nn

from methods import Method


def measure_stakes(size, cfg):
    heights = torch.randn(size, cfg["width"])
    return float((heights @ heights.T).mean())


def drill_core(size):
    layer = nn.Linear(size, size)
    with torch.no_grad():
        return float(layer(torch.randn(size, size)).mean())


def drill_cores(size, cfg):
    with mp.Pool(cfg["drillers"]) as pool:
        return pool.map(drill_core, [size] * cfg["drillers"])


DISPATCH = {
    Method.STAKES: measure_stakes,
    Method.CORES: drill_cores,
}

import functools

import torch


@functools.singledispatch
def prepare(readings, grid):
    raise TypeError(type(readings))


@prepare.register
def _(readings: list, grid):
    return prepare(torch.tensor(readings), grid)


@prepare.register
def _(readings: torch.Tensor, grid):
    # inverse-distance weighting of probe readings onto the field grid
    probes, values = readings[:, :2], readings[:, 2]
    w = 1.0 / (torch.cdist(grid, probes) + 1e-3) ** 2
    return (w @ values) / w.sum(dim=1)

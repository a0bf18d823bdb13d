import torch

from timing import timed


@timed
def stain_count(sample):
    name, cells, dead_fraction = sample
    g = torch.Generator().manual_seed(len(name))
    dead = (torch.rand(cells, generator=g) < dead_fraction).sum()
    return name, 1.0 - float(dead) / cells

import multiprocessing

import torch

NAME = "battery"
multiprocessing.set_start_method("forkserver")


def run_check(vehicle):
    gen = torch.Generator().manual_seed(len(vehicle) + 1)
    cells = torch.rand(96, generator=gen)
    return round(float(cells.min()), 3)

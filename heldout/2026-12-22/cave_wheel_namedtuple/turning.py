import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def turn(wheel):
    g = torch.Generator().manual_seed(wheel.turns)
    curd = torch.randn(wheel.width, wheel.width, generator=g)
    return wheel.name, float((curd @ curd.T).trace())


def turn_all(wheels, workers=2):
    with ProcessPoolExecutor(max_workers=workers, mp_context=mp.get_context("fork")) as ex:
        return dict(ex.map(turn, wheels))

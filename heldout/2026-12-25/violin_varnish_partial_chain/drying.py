import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch


def cure(size):
    film = torch.rand(size, size)
    return float((film @ film).mean())


def dry(racks, size):
    with ProcessPoolExecutor(max_workers=racks,
                             mp_context=multiprocessing.get_context("fork")) as ex:
        return list(ex.map(cure, [size] * racks))

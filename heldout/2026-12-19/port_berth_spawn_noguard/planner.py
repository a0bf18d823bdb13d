import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch

BERTHS = ["B1", "B2", "B3", "B4"]


def best_berth(vessel):
    gen = torch.Generator().manual_seed(sum(map(ord, vessel)))
    return vessel, BERTHS[int(torch.rand(len(BERTHS), generator=gen).argmax())]


def plan_all(vessels, start_method, workers):
    with ProcessPoolExecutor(max_workers=workers, mp_context=mp.get_context(start_method)) as ex:
        return list(ex.map(best_berth, vessels))

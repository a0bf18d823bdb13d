import multiprocessing as mp

import torch

BRANCHES = ["central", "riverside", "hillcrest", "docklands"]


def holds_for(branch, peak, titles):
    gen = torch.Generator().manual_seed(len(branch))
    demand = torch.rand(titles, generator=gen)
    return branch, int((demand * 1.3 > peak).sum())


def plan_holds(season, workers=2):
    args = [(b, season.peak, season.titles) for b in BRANCHES]
    pool = mp.Pool(workers)
    try:
        return pool.starmap_async(holds_for, args).get()
    finally:
        pool.close()
        pool.join()

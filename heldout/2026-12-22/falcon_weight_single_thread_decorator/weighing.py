import multiprocessing as mp

import torch

from threads import single_threaded


def flying_weight_trend(days, features):
    log = torch.randn(days, features)
    return torch.linalg.qr(log).R.diagonal().abs()


@single_threaded
def weigh_bird(name, rows, width):
    g = torch.Generator().manual_seed(len(name))
    scale = torch.randn(rows, width, generator=g)
    return name, float((scale @ torch.randn(width, width, generator=g)).mean())


def weigh_all(names, rows, width):
    with mp.Pool(len(names)) as pool:
        return pool.starmap(weigh_bird, [(n, rows, width) for n in names])

import multiprocessing as mp

import torch


def mix_lot(lot, grains, target):
    gen = torch.Generator().manual_seed(lot)
    g = torch.rand(grains, generator=gen) * 50
    return lot, float(torch.abs(g - target).mean())


def mix_lots(lots, grains, target):
    with mp.Pool(2) as pool:
        return pool.starmap(mix_lot, [(l, grains, target) for l in lots])

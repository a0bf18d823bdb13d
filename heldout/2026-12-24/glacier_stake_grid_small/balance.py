import multiprocessing as mp

import torch


def mass_balance(grid):
    ice = torch.randn(grid, grid)
    return float((ice @ ice).abs().mean())


def balance_all(workers, grid):
    with mp.Pool(workers) as pool:
        return pool.map(mass_balance, [grid] * workers)

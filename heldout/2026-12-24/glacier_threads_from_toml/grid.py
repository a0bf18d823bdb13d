import multiprocessing as mp

import torch


def thickness(rows, width):
    echoes = torch.randn(rows, width)
    return echoes.T @ echoes


def cell_job(cell):
    ice = torch.randn(cell, cell)
    return float((ice @ ice).mean())


def survey_cells(teams, cell):
    with mp.Pool(teams) as pool:
        return pool.map(cell_job, [cell] * teams)

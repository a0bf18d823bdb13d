import multiprocessing as mp

import torch


def _polish(piece):
    rim = torch.randn(512, 512)
    return float((rim @ rim).std()) + piece


def polish_all(pieces, workers):
    with mp.Pool(workers) as pool:
        return pool.map(_polish, range(pieces))

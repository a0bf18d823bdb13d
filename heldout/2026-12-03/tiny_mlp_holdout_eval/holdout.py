from multiprocessing import get_context

import torch

from data import make_split

_MODEL = None


def _accuracy(seed):
    x, y = make_split(512, seed=1000 + seed)
    with torch.no_grad():
        pred = _MODEL(x).argmax(1)
    return seed, round((pred == y).float().mean().item(), 4)


def evaluate_holdouts(model, n=4):
    global _MODEL
    _MODEL = model
    with get_context("fork").Pool(2) as pool:
        return sorted(pool.imap_unordered(_accuracy, range(n)))

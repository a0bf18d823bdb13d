import multiprocessing as mp

import torch

_FORK = mp.get_context("fork")


def predict_port(job):
    name, rows, weights = job
    torch.manual_seed(len(name))
    series = torch.randn(rows, weights.shape[0])
    return name, float((series @ weights).max())


def predict_all(names, rows, weights):
    with _FORK.Pool(2) as pool:
        return sorted(pool.imap_unordered(predict_port, [(n, rows, weights) for n in names]))

import multiprocessing as mp

import torch


def shelf_score(job):
    shelf, rows, width = job
    g = torch.Generator().manual_seed(shelf)
    rinds = torch.randn(rows, width, generator=g)
    return shelf, float((rinds @ torch.randn(width, width, generator=g)).max())


def score_shelves(shelves, rows, width):
    jobs = [(s, rows, width) for s in range(shelves)]
    with mp.get_context("fork").Pool(shelves) as pool:
        return dict(pool.imap(shelf_score, jobs))

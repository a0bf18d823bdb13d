import multiprocessing as mp

import torch


def _pipe(tray):
    piping = torch.randn(512, 512)
    return tray, float((piping @ piping).var())


def pipe_trays(trays, workers):
    with mp.Pool(workers) as pool:
        return dict(pool.imap_unordered(_pipe, range(trays)))

import multiprocessing as mp

import torch


def _quilt_row(row):
    batting = torch.randn(512, 512)
    return float((batting @ batting).mean()) + row


def quilt_rows(rows, workers):
    with mp.Pool(workers) as pool:
        return pool.map(_quilt_row, range(rows))

import multiprocessing as mp

import torch


def tincture(job):
    index, rows = job
    alcohol = torch.randn(rows, 512)
    extract = torch.randn(512, 512)
    return index, float((alcohol @ extract).abs().mean())


def steep(count, rows):
    with mp.Pool(count) as pool:
        return sorted(pool.imap_unordered(tincture, ((i, rows) for i in range(count))))

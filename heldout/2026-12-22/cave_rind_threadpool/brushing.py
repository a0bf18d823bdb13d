from multiprocessing.pool import ThreadPool

import torch


def brush(job):
    wheel, rows, width = job
    g = torch.Generator().manual_seed(wheel)
    rind = torch.randn(rows, width, generator=g)
    return wheel, float((rind @ torch.randn(width, width, generator=g)).abs().mean())


def brush_all(workers, wheels, rows, width):
    with ThreadPool(workers) as pool:
        return pool.map(brush, [(w, rows, width) for w in range(wheels)])

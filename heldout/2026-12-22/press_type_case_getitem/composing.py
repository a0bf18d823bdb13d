import multiprocessing

import torch


def set_line(job):
    line, width = job
    g = torch.Generator().manual_seed(line)
    chase = torch.randn(width, width, generator=g)
    return float((chase @ chase).diagonal().sum())


def compose(lines, width, compositors):
    with multiprocessing.Pool(processes=compositors) as pool:
        return pool.map(set_line, [(line, width) for line in range(lines)])

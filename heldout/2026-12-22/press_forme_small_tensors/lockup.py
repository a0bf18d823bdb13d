import multiprocessing as mp

import torch


def impression(job):
    line, width = job
    g = torch.Generator().manual_seed(line)
    chase = torch.randn(width, width, generator=g)
    return line, float((chase @ chase.T).diagonal().mean())


def print_forme(lines, width=512, workers=2):
    with mp.Pool(workers) as pool:
        return pool.map(impression, [(line, width) for line in range(lines)])

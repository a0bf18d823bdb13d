import multiprocessing as mp

import torch


def paddle_flow(job):
    seed, rows, width = job
    g = torch.Generator().manual_seed(seed)
    inflow = torch.randn(rows, width, generator=g)
    gate = torch.randn(width, width, generator=g)
    return float((inflow @ gate).abs().mean())


def open_paddles(lock, paddles, rows):
    jobs = [(i, rows, lock.width) for i in range(paddles)]
    with mp.Pool(paddles) as pool:
        return pool.map(paddle_flow, jobs)

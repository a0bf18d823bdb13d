import multiprocessing as mp

import torch


def job(seed):
    torch.manual_seed(seed)
    a = torch.randn(64, 64)
    return (a @ a).mean().item()


def run_jobs(n, workers):
    with mp.Pool(workers) as pool:
        return pool.map(job, range(n))

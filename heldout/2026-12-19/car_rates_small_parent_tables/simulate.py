import multiprocessing as mp

import torch


def _revenue(args):
    index, name, week, customers = args
    gen = torch.Generator().manual_seed(index)
    demand = torch.rand(customers, 512, generator=gen)
    uptake = torch.sigmoid(demand @ demand[:512].T / 512 - 0.1).mean().item()
    return name, week[index].sum().item() * uptake * customers


def simulate_revenue(classes, week, customers):
    jobs = [(i, c["class"], week, customers) for i, c in enumerate(classes)]
    with mp.get_context("fork").Pool(2) as pool:
        return pool.map(_revenue, jobs)

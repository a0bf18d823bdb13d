import multiprocessing
import os

import torch


def _seed_worker(base_seed):
    torch.manual_seed(base_seed + os.getpid() % 1000)


def simulate_campaign(args):
    budget, curve, auctions = args
    bids = torch.rand(auctions, curve.numel()) * curve
    spend = torch.cumsum(bids, dim=1)
    exhausted = (spend > budget).float().argmax(dim=1)
    return round(float(exhausted.float().mean()), 2)


def simulate_campaigns(budgets, curve, auctions, workers=2):
    with multiprocessing.Pool(workers, initializer=_seed_worker, initargs=(1234,)) as pool:
        return pool.map(simulate_campaign, [(b, curve, auctions) for b in budgets])

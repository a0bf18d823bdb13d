import torch


def historical_shocks(days, assets, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.empty(days, assets).normal_(0.0, 0.02, generator=g)


def worst_days(shocks, weights, n):
    pnl = shocks @ weights
    return torch.topk(-pnl, n).values

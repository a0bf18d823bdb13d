import torch


def win_curve(n_auctions, seed=0):
    g = torch.Generator().manual_seed(seed)
    clearing = torch.rand(n_auctions, generator=g)
    return torch.sort(clearing).values


def shade_factor(curve, bid):
    won = (curve < bid).float().mean()
    return float(1.0 - 0.5 * won)

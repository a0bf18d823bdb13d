import multiprocessing

import torch


def projected_points(stats):
    return torch.softmax(stats, dim=1)[:, :8].sum(dim=1)


def evaluate_slate(args):
    slate, n_players = args
    g = torch.Generator().manual_seed(slate)
    stats = torch.rand(n_players, 64, generator=g)
    return slate, round(float(projected_points(stats).topk(9).values.sum()), 3)


def run_slates(slates, n_players):
    with multiprocessing.Pool(2) as pool:
        return dict(pool.map(evaluate_slate, [(s, n_players) for s in slates]))

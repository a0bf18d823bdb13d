import multiprocessing

import torch

from venue import sightline_matrix


def price_show(args):
    venue, base_price, demand = args
    distances = sightline_matrix(venue)
    appeal = torch.exp(-distances / 20.0).mean(dim=1)
    return float((base_price * (0.5 + appeal) * demand).sum())


def price_season(venue, shows):
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(processes=2) as pool:
        return pool.map(price_show, [(venue, base, demand) for base, demand in shows])

import torch


def route_loads(routes, postcodes, seed=29):
    g = torch.Generator().manual_seed(seed)
    items = torch.rand(routes, postcodes, generator=g) * 40
    return items.sum(dim=1)


def rebalance(loads, walk_id):
    share = loads.repeat(200) / loads.sum()
    return walk_id, float(share.clamp(max=0.001).sum())

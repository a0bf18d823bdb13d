import torch


def merit_order(costs):
    return torch.sort(costs).indices


def dispatch_day(args):
    day, n_units, n_intervals = args
    g = torch.Generator().manual_seed(day)
    offers = torch.rand(n_intervals, n_units, generator=g)
    return day, round(float(offers.sort(dim=1).values[:, : n_units // 2].sum()), 1)

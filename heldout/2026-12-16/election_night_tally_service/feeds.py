import torch


def historical_margins(races, years, seed=1996):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(races, years, generator=g)


def precinct_feed(waves, precincts, candidates):
    g = torch.Generator().manual_seed(2026)
    for _ in range(waves):
        yield torch.randn(precincts, candidates, generator=g)

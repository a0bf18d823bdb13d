import functools

import torch

CITY_SEED = 42


@functools.cache
def sold_properties(n_sold):
    g = torch.Generator().manual_seed(CITY_SEED)
    coords = torch.rand(n_sold, 2, generator=g)
    prices = torch.rand(n_sold, generator=g) * 900_000 + 100_000
    return coords, prices


@functools.cache
def neighbourhood_radius(n_sold):
    """Median nearest-neighbour distance of the sold stock (cached per stock size)."""
    coords, _ = sold_properties(n_sold)
    d = torch.cdist(coords, coords)
    d.fill_diagonal_(float("inf"))
    return float(d.min(dim=1).values.median())

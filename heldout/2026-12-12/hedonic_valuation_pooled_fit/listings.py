import torch

FEATURES = ["sqm", "rooms", "age", "floor", "garden", "parking"] + [f"poi_{i}" for i in range(58)]
ROWS_PER_SUBMARKET = 8192


def listings_for(key):
    g = torch.Generator().manual_seed(sum(map(ord, key)))
    X = torch.rand(ROWS_PER_SUBMARKET, len(FEATURES), generator=g)
    y = torch.rand(ROWS_PER_SUBMARKET, 1, generator=g)
    return X, y

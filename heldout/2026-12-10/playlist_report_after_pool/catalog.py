import functools

import torch


class Catalog:
    def __init__(self, tracks, dim, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.vectors = torch.rand(tracks, dim, generator=g)

    @functools.cached_property
    def popularity_rank(self):
        return torch.argsort(self.vectors.norm(dim=1), descending=True)

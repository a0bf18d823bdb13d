"""A dye recipe whose palette is computed once, on first use."""
import functools

import torch


class Recipe:
    def __init__(self, name, threads, hues):
        self.name = name
        self.threads = threads
        self.hues = hues

    @functools.cached_property
    def palette(self):
        gen = torch.Generator().manual_seed(7)
        warp = torch.randn(self.threads, self.hues, generator=gen)
        return warp @ warp.T

    def __repr__(self):
        return f"Recipe({self.name!r}, palette_norm={self.palette.norm():.1f})"

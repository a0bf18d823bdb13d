"""Warp and weft as a small tensor wrapper with operator overloading."""
import torch


class Warp:
    def __init__(self, t):
        self.t = t

    @classmethod
    def random(cls, rows, cols, seed=0):
        return cls(torch.randn(rows, cols, generator=torch.Generator().manual_seed(seed)))

    def __matmul__(self, other):
        return Warp(self.t @ other.t)

    def density(self):
        return self.t.abs().mean().item()

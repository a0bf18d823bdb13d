import torch

from .base import TensorDataset


class SyntheticRegression(TensorDataset):
    def __init__(self, n=50_000, noise=0.1):
        super().__init__(n)
        self.noise = noise

    def batch(self, seed, size=64):
        g = torch.Generator().manual_seed(seed)
        x = torch.randn(size, size, generator=g)
        return x @ x.t() + self.noise

import torch

from registry import register


@register("uniform")
class UniformBinner:
    def __init__(self, n_bins=16):
        self.n_bins = n_bins
        self.edges = None

    def fit(self, values):
        lo, hi = float(values.min()), float(values.max())
        self.edges = torch.linspace(lo, hi, self.n_bins + 1)[1:-1]
        return self


@register("quantile")
class QuantileBinner(UniformBinner):
    def fit(self, values):
        qs = torch.linspace(0, 1, self.n_bins + 1)[1:-1]
        self.edges = torch.quantile(values, qs)
        return self

import torch


class Climatology:
    """Callable that turns a stack of past fields into an anomaly baseline."""

    def __init__(self, years):
        self.years = years

    def __call__(self, fields):
        return fields.mean(dim=0), fields.var(dim=0)

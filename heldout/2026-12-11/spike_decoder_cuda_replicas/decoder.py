from functools import cached_property

import torch


class Decoder:
    def __init__(self, n_units, n_targets):
        self.n_units = n_units
        self.n_targets = n_targets

    @cached_property
    def device(self):
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")

    @cached_property
    def weight(self):
        return torch.randn(self.n_units, self.n_targets, device=self.device)

    def decode(self, rates):
        return rates.to(self.device) @ self.weight

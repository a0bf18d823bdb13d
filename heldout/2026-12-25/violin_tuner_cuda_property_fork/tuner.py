from functools import cached_property

import torch


class Tuner:
    def __init__(self, wanted, fallback, harmonics):
        self.wanted = wanted
        self.fallback = fallback
        self.harmonics = harmonics

    @cached_property
    def device(self):
        if self.wanted == "cuda" and torch.cuda.is_available():
            return torch.device("cuda")
        return torch.device(self.fallback)

    @cached_property
    def reference(self):
        return torch.linspace(1.0, 2.0, self.harmonics, device=self.device)

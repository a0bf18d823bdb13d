from functools import cached_property

import torch


class Seam:
    def __init__(self, samples, planes):
        self.samples = samples
        self.planes = planes

    @classmethod
    def from_config(cls, cfg):
        return cls(**cfg["seam"])

    @cached_property
    def cores(self):
        return torch.rand(self.samples, self.planes)

    @cached_property
    def cleavage(self):
        return self.cores.T @ self.cores

import json
from dataclasses import dataclass
from functools import cached_property

import torch


@dataclass
class Gallery:
    name: str
    hours: int
    sensors: int
    groups: int
    rh_limit: float

    @classmethod
    def from_json(cls, path):
        with open(path) as f:
            return cls(**json.load(f))

    @cached_property
    def log(self):
        return torch.rand(self.hours, self.sensors, generator=torch.Generator().manual_seed(1))

    @cached_property
    def baseline(self):
        return self.log.var(dim=0)

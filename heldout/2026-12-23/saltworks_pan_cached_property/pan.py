import functools
from dataclasses import dataclass

import torch


@dataclass
class Pan:
    name: str
    grains: int
    facets: int
    seeds: int

    @functools.cached_property
    def crystal_profile(self):
        grains = torch.randn(self.grains, self.facets)
        seeds = torch.randn(self.seeds, self.facets)
        return torch.cdist(grains, seeds).min(dim=1).values

    def summary(self):
        return f"{self.name}: mean flake gap {self.crystal_profile.mean():.3f}"

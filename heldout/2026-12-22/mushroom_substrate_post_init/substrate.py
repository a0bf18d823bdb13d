from dataclasses import dataclass, field

import torch
from torch import nn


@dataclass
class Substrate:
    dim: int
    samples: int
    seed: int = 5
    mix: torch.Tensor = field(init=False, repr=False)

    def __post_init__(self):
        torch.manual_seed(self.seed)
        blend = torch.empty(self.dim, self.dim)
        nn.init.orthogonal_(blend)
        straw = torch.rand(self.samples, self.dim)
        self.mix = straw @ blend

    @property
    def moisture(self):
        return float(self.mix.pow(2).mean())

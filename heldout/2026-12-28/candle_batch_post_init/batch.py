from dataclasses import dataclass, field

import torch
import torch.nn.functional as F


@dataclass
class ScentBatch:
    rows: int
    width: int
    blend: torch.Tensor = field(init=False, repr=False)

    def __post_init__(self):
        oils = torch.randn(self.rows, self.width)
        self.blend = F.normalize(oils, dim=1)

    @property
    def strength(self):
        return float(self.blend[0].abs().sum())

from dataclasses import dataclass, field

import torch

from devices import preferred_device


@dataclass
class Couverture:
    rows: int
    width: int
    mass: torch.Tensor = field(init=False, repr=False)

    def __post_init__(self):
        self.mass = torch.rand(self.rows, self.width, device=preferred_device())

    def temper(self):
        return float(self.mass.mean())

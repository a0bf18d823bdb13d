from dataclasses import dataclass, field

import torch


@dataclass
class Vat:
    name: str
    batches: int
    length: int
    presses: int
    furnish: torch.Tensor = field(init=False, repr=False)

    def __post_init__(self):
        fibres = torch.randn(self.batches, self.length, self.length)
        self.furnish = torch.bmm(fibres, fibres).mean(dim=0)

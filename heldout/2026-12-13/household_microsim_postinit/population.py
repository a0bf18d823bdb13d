from dataclasses import dataclass, field

import torch


@dataclass
class Population:
    persons: int
    seed: int = 0
    income: torch.Tensor = field(init=False, repr=False)

    def __post_init__(self):
        g = torch.Generator().manual_seed(self.seed)
        log_income = torch.randn(self.persons, generator=g) * 0.6 + 10.2
        self.income = torch.exp(log_income)

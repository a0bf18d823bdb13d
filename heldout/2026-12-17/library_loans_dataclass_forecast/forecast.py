from dataclasses import dataclass, field

import torch


@dataclass
class LoanSeasonality:
    days: int = 365
    titles: int = 200_000
    seed: int = 2
    peak: float = field(init=False)

    def __post_init__(self):
        gen = torch.Generator().manual_seed(self.seed)
        daily = torch.rand(self.titles, generator=gen)
        self.peak = float(torch.quantile(daily, 0.95))

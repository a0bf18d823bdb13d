from dataclasses import dataclass

import torch


@dataclass
class Strategy:
    name: str
    stops: int
    compound_decay: float


class RaceModel:
    def __init__(self, laps, n_sims, seed=44):
        self.laps, self.n_sims, self.seed = laps, n_sims, seed

    def lap_times(self, strategy):
        gen = torch.Generator().manual_seed(self.seed + strategy.stops)
        noise = torch.normal(0.0, 0.3, size=(self.n_sims, self.laps), generator=gen)
        stint = self.laps // (strategy.stops + 1)
        wear = (torch.arange(self.laps) % stint).float() * strategy.compound_decay
        return 90.0 + wear + noise + strategy.stops * 22.0 / self.laps

    def expected_total(self, strategy):
        return strategy.name, round(float(self.lap_times(strategy).sum(dim=1).mean()), 2)

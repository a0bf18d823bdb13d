"""Hive-weight forecaster: a fixed orthogonal basis fitted once per season."""
from dataclasses import dataclass
from functools import cached_property

import torch


@dataclass
class HiveWeightModel:
    hidden: int
    history_days: int
    seed: int = 0

    @cached_property
    def basis(self) -> torch.Tensor:
        torch.manual_seed(self.seed)
        history = torch.randn(self.history_days, self.hidden)
        w = torch.empty(self.hidden, self.hidden)
        torch.nn.init.orthogonal_(w)
        # rotate the basis towards the seasonal history
        return w @ (history.T @ history / self.history_days)

    def forecast(self, readings: torch.Tensor) -> torch.Tensor:
        return torch.tanh(readings @ self.basis).mean(dim=1)

"""Iterate over rolling tide windows, fitting the harmonic weights of each."""
import torch


class TideWindows:
    def __init__(self, harmonics, hours, count, seed=2):
        self.harmonics = harmonics
        self.hours = hours
        self.count = count
        self.seed = seed
        self._i = 0

    def __iter__(self):
        self._i = 0
        return self

    def __next__(self):
        if self._i >= self.count:
            raise StopIteration
        torch.manual_seed(self.seed + self._i)
        self._i += 1
        gauge = torch.randn(self.hours, self.harmonics)
        weights = torch.softmax(gauge.T @ gauge / self.hours, dim=1)
        return self._i, weights

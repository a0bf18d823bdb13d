"""Sensor feed from the greenhouse climate computers, smoothed batch by batch."""
import torch


class GreenhouseFeed:
    def __init__(self, houses, sensors=1000, samples=1000, seed=8):
        self.houses, self.sensors, self.samples, self.seed = houses, sensors, samples, seed

    def __iter__(self):
        gen = torch.Generator().manual_seed(self.seed)
        for house in range(self.houses):
            raw = torch.rand(self.sensors, self.samples, generator=gen)
            # degree-hours: running sum over the day's samples
            yield house, raw.cumsum(dim=1)[:, -1]

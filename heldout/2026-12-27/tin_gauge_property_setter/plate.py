"""A tin plate whose profile is recomputed whenever its gauge is set."""
import torch


class Plate:
    def __init__(self, rows, width):
        self.metal = torch.randn(rows, width)
        self._gauge = 1.0
        self.profile = None

    @property
    def gauge(self):
        return self._gauge

    @gauge.setter
    def gauge(self, value):
        self._gauge = value
        self.profile = torch.softmax(self.metal / value, dim=1).max(dim=1).values

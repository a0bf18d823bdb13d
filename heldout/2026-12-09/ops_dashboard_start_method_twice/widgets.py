import torch

from component import Component


class LatencyPanel(Component):
    def setup(self):
        self.samples = torch.zeros(60)

    def render(self):
        return f"{self.name}: p50 {float(self.samples.median()):.1f} ms"


class ErrorRatePanel(Component):
    def setup(self):
        self.errors = torch.zeros(60)

    def render(self):
        return f"{self.name}: {float(self.errors.mean()):.2%} errors"

"""Lock chambers assembled from mixins; prepare() runs down the MRO with super()."""
import torch.nn.functional as F


class Chamber:
    def __init__(self, name, width):
        self.name = name
        self.width = width
        self.ready = []

    def prepare(self, readings):
        self.ready.append("chamber")
        return readings


class GaugeMixin:
    def prepare(self, readings):
        levels = F.layer_norm(readings, (self.width,))
        self.ready.append("gauge")
        return super().prepare(levels)


class FillingMixin:
    def prepare(self, readings):
        self.fill_rate = readings.abs().mean().item()
        self.ready.append("filling")
        return super().prepare(readings)


class FlightLock(FillingMixin, GaugeMixin, Chamber):
    """A lock in a flight: checks the fill rate, then normalises the gauges."""

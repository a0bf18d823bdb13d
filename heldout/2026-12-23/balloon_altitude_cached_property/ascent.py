import functools

import torch
import torch.nn.functional as F


class Ascent:
    def __init__(self, readings, levels):
        self.readings, self.levels = readings, levels

    @functools.cached_property
    def profile(self):
        air = torch.randn(self.readings, self.levels)
        return F.layer_norm(air, (self.levels,)).mean(dim=0)

    def ceiling(self):
        return int(self.profile.argmax())

import functools

import torch


class Baseline:
    def __init__(self, device_name, taps):
        want = torch.device(device_name)
        self.device = want if want.type != "cuda" or torch.cuda.is_available() else torch.device("cpu")
        self.taps = taps

    @functools.cached_property
    def zero_offsets(self):
        offsets = torch.zeros(self.taps, device=self.device)
        offsets += torch.randn(self.taps, device=self.device) * 0.01
        return offsets

import torch


class HourBinner:
    def __init__(self, hours_per_day):
        self.edges = torch.linspace(0.0, 24.0, hours_per_day + 1)

    def bin(self, times):
        return torch.searchsorted(self.edges, times.contiguous())

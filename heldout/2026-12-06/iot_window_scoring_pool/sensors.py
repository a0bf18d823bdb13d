import torch


class SensorStream:
    def __init__(self, channels, length, seed=0):
        self.channels = channels
        self.length = length
        self.seed = seed

    def readings(self):
        g = torch.Generator().manual_seed(self.seed)
        return torch.rand(self.channels, self.length, generator=g)

    def rolling_mean(self, window):
        return self.readings().unfold(1, window, 1).mean(-1)


def level_of(stream, window):
    return float(stream.rolling_mean(window).mean())

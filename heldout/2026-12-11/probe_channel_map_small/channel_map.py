import torch


class ChannelMap:
    def __init__(self, n_channels, pitch_um):
        self.n = n_channels
        self.pitch = pitch_um

    def positions(self):
        idx = torch.arange(self.n, dtype=torch.float32)
        return torch.stack([idx % 2 * self.pitch, idx // 2 * self.pitch], dim=1)

    def distances(self):
        return torch.cdist(self.positions(), self.positions())

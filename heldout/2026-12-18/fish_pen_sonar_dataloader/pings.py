import torch
from torch.utils.data import Dataset


class PingDataset(Dataset):
    """One sonar sweep per pen; decoding smooths the echo envelope."""

    def __init__(self, pens, size, gain):
        self.pens = pens
        self.size = size
        self.gain = gain

    def __len__(self):
        return self.pens

    def __getitem__(self, idx):
        gen = torch.Generator().manual_seed(idx)
        raw = torch.rand(4, self.size, self.size * 4, generator=gen)
        envelope = torch.sigmoid(raw * self.gain - 1.0)
        return idx, envelope.mean(dim=(1, 2))

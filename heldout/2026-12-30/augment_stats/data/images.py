import torch
from torch.utils.data import Dataset


class SyntheticImages(Dataset):
    def __init__(self, n=48, size=64, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.images = torch.rand(n, 3, size, size, generator=g)
        # per-channel statistics for normalisation
        self.mean = self.images.mean(dim=(0, 2, 3))
        self.std = self.images.std(dim=(0, 2, 3))

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        return (self.images[i] - self.mean[:, None, None]) / self.std[:, None, None]

import torch
from torch.utils.data import Dataset


class PatchDataset(Dataset):
    def __init__(self, n=32, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.patches = torch.randn(n, 64, 64, generator=g)

    def __len__(self):
        return len(self.patches)

    def __getitem__(self, i):
        return self.patches[i]

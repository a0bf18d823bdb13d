import torch
from torch.utils.data import Dataset


class MixedPatchDataset(Dataset):
    def __init__(self, n_items=16, patch=128, seed=0):
        self.n_items = n_items
        self.patch = patch
        self.seed = seed

    def __len__(self):
        return self.n_items

    def __getitem__(self, idx):
        gen = torch.Generator().manual_seed(self.seed * 1000 + idx)
        a = torch.randn(self.patch, self.patch, generator=gen)
        b = torch.randn(self.patch, self.patch, generator=gen)
        return (a @ b).mean(dim=0), idx

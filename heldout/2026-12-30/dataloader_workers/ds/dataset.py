import torch
from torch.utils.data import Dataset


class ProjectedPatches(Dataset):
    def __init__(self, n=16, dim=256):
        self.n, self.dim = n, dim

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        g = torch.Generator().manual_seed(i)
        x = torch.randn(self.dim, self.dim, generator=g)
        return (x @ x.T).diagonal()

import torch
from torch.utils.data import Dataset


class ProjectedFeatures(Dataset):
    def __init__(self, n=8, dim=64, seed=0):
        self.n = n
        self.dim = dim
        self.proj = torch.randn(dim, dim, generator=torch.Generator().manual_seed(seed))

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        g = torch.Generator().manual_seed(index)
        x = torch.randn(64, self.dim, generator=g)
        return (x @ self.proj).mean(dim=0)

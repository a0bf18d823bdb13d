import torch
from torch.utils.data import Dataset


class MixtureDataset(Dataset):
    def __init__(self, n=8, dim=64):
        self.n = n
        self.dim = dim
        self.mix = torch.randn(dim, dim, generator=torch.Generator().manual_seed(0))

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        g = torch.Generator().manual_seed(index)
        x = torch.randn(128, self.dim, generator=g)
        return (x @ self.mix).std(dim=0)

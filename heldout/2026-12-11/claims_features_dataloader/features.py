import torch
from torch.utils.data import Dataset


def standardize(n_claims, n_features):
    x = torch.rand(n_claims, n_features, generator=torch.Generator().manual_seed(4))
    return (x - 0.5) / 0.29


class ClaimWindows(Dataset):
    def __init__(self, table, windows, rows):
        self.table = table
        self.windows = windows
        self.rows = rows

    def __len__(self):
        return self.windows

    def __getitem__(self, i):
        noise = torch.rand(self.rows, generator=torch.Generator().manual_seed(i))
        return (noise.exp() - 1.0).sum().unsqueeze(0)

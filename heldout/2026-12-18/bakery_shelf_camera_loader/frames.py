import torch
from torch.utils.data import Dataset


class ShelfFrames(Dataset):
    def __init__(self, shelves, frame, contrast):
        self.shelves = shelves
        self.frame = frame
        self.contrast = contrast

    def __len__(self):
        return self.shelves

    def __getitem__(self, idx):
        gen = torch.Generator().manual_seed(idx)
        img = torch.rand(4, self.frame, self.frame * 4, generator=gen)
        loaves = torch.sigmoid(img * self.contrast - 2.0)
        return idx, loaves.mean()

import torch
import torch.nn.functional as F
from torch.utils.data import Dataset


class TextLineCrops(Dataset):
    """Synthetic binarised text-line crops with Sauvola-like thresholding."""

    def __init__(self, n, height=32, width=256, threads=1):
        self.n, self.h, self.w, self.threads = n, height, width, threads

    def worker_init(self, worker_id):
        # deskew/threshold is the expensive part of loading; give workers a few threads
        torch.set_num_threads(self.threads)

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        g = torch.Generator().manual_seed(i)
        img = torch.rand(1, 4 * self.h, 4 * self.w, generator=g)
        mean = F.avg_pool2d(img[None], 15, stride=1, padding=7)[0]
        sq = F.avg_pool2d(img[None] ** 2, 15, stride=1, padding=7)[0]
        std = (sq - mean ** 2).clamp_min(0).sqrt()
        binar = (img > mean * (1 + 0.2 * (std / 0.5 - 1))).float()
        return F.interpolate(binar[None], size=(self.h, self.w), mode="area")[0]

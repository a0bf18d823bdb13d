import torch
import torch.nn.functional as F
from torch.utils.data import Dataset


def gaussian_kernel(sigma=1.0, size=5):
    ax = torch.arange(size) - size // 2
    k = torch.exp(-(ax[:, None] ** 2 + ax[None, :] ** 2) / (2 * sigma ** 2))
    return (k / k.sum()).expand(3, 1, size, size).contiguous()


class SyntheticImages(Dataset):
    def __init__(self, n, size):
        self.n, self.size = n, size
        self.kernel = gaussian_kernel()

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        g = torch.Generator().manual_seed(i)
        img = torch.rand(3, self.size, self.size, generator=g)
        img = F.conv2d(img[None], self.kernel, padding=2, groups=3)[0]
        jitter = 1 + 0.2 * (torch.rand(3, 1, 1, generator=g) - 0.5)
        img = (img * jitter).clamp(0, 1)
        img = (img - img.mean()) / (img.std() + 1e-6)
        return img, i % 10

import torch
import torch.nn.functional as F

_KERNELS = torch.rand(16, 3, 3, 3, generator=torch.Generator().manual_seed(1))


def make_thumbnails(photos):
    return F.conv2d(photos, _KERNELS, padding=1)

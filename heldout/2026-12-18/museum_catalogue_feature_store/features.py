import torch
import torch.nn.functional as F

from store import store

PALETTE_FILTERS = 16


@store.feature("palette")
def palette(images):
    gen = torch.Generator().manual_seed(4)
    kernels = torch.rand(PALETTE_FILTERS, images.shape[1], 3, 3, generator=gen)
    return F.conv2d(images, kernels, padding=1).mean(dim=(2, 3))


@store.feature("craquelure")
def craquelure(images):
    gray = images.mean(dim=1)
    return (gray[:, 1:, :] - gray[:, :-1, :]).abs().mean(dim=(1, 2))

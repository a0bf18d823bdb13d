import torch
import torch.nn.functional as F


def kernels(seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(16, 3, 3, 3, generator=g)


def sanity_check(weight):
    out = F.conv2d(torch.ones(8, 3, 64, 64), weight, padding=1)
    return tuple(out.shape)


def embed_images(seed):
    g = torch.Generator().manual_seed(seed)
    images = torch.rand(8, 3, 64, 64, generator=g)
    out = F.conv2d(images, kernels(), padding=1).relu().mean((0, 2, 3))
    return seed, round(out.sum().item(), 4)

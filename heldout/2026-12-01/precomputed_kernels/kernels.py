import torch

from cache import precompute


@precompute
def gaussian_kernel():
    g = torch.Generator().manual_seed(0)
    k = torch.randn(64, 64, generator=g)
    return k @ k.t()

import torch


def load_cbct_slices(volumes, depth, size=64, seed=15):
    g = torch.Generator().manual_seed(seed)
    return [torch.rand(depth, size, size, generator=g) for _ in range(volumes)]

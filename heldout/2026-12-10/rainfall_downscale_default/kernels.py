import torch

GRID = 512


def orographic_weights(grid=GRID, seed=8):
    g = torch.Generator().manual_seed(seed)
    elevation = torch.rand(grid, grid, generator=g) * 3000
    return torch.exp(-elevation / 1500.0)

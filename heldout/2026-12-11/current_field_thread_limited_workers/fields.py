import torch


def current_fields(n_tiles, grid):
    return [torch.rand(*grid, generator=torch.Generator().manual_seed(t)) for t in range(n_tiles)]


def mean_field(fields):
    return torch.stack(fields).mean(dim=0)

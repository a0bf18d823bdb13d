import torch


def random_coastline(vertices, seed=1):
    g = torch.Generator().manual_seed(seed)
    steps = torch.randn(vertices, 2, generator=g)
    return torch.cumsum(steps, dim=0)


def segment_lengths(line):
    return torch.diff(line, dim=0).norm(dim=1)

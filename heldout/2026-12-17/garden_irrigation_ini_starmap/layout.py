"""Plant and sprinkler positions in the nursery yard."""
import torch

YARD_M = 120.0  # yard side length; positions are stored as fractions of it


def positions(n, seed):
    gen = torch.Generator().manual_seed(seed)
    return torch.rand(n, 2, generator=gen)


def coverage(plants, sprinklers):
    # distance from every plant to its nearest sprinkler head
    return torch.cdist(plants, sprinklers).min(dim=1).values * YARD_M

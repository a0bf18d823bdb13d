import torch


def clause_vectors(n, dim):
    g = torch.Generator().manual_seed(3)
    return torch.randn(n, dim, generator=g)

import torch


def visit_matrix(boxes, visits, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(boxes, visits, generator=g)


def fledging_index(matrix):
    return matrix.median(dim=1).values

import torch


def lineage_matrix(width, generations=1024):
    torch.manual_seed(2)
    pedigree = torch.randn(generations, width)
    return pedigree.T @ pedigree / generations

import torch


def tanimoto_matrix(a, b):
    inter = a @ b.T
    na = a.sum(dim=1, keepdim=True)
    nb = b.sum(dim=1, keepdim=True)
    return inter / (na + nb.T - inter)

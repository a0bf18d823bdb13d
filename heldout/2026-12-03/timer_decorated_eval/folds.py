import torch


def make_folds(n_folds=4, rows=256, dim=96, seed=0):
    g = torch.Generator().manual_seed(seed)
    return [(i, torch.randn(rows, dim, generator=g)) for i in range(n_folds)]


def score_fold(fold):
    idx, x = fold
    gram = x @ x.T
    return idx, round(gram.diagonal().mean().item(), 3)

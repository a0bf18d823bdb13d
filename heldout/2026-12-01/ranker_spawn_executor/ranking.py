import torch


def rank_candidates(scores, k=10):
    values, idx = torch.sort(scores, descending=True)
    return idx[:k], values[:k]

import torch


def build_index(n_items=200000, seed=0):
    g = torch.Generator().manual_seed(seed)
    scores = torch.rand(n_items, generator=g)
    return torch.sort(scores, descending=True).indices

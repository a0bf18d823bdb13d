import torch


def build_sorted_index(n_items, seed=0):
    gen = torch.Generator().manual_seed(seed)
    keys = torch.randn(n_items, generator=gen)
    order = torch.argsort(keys)
    return keys, order

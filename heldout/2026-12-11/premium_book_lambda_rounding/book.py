import torch


def load_book(n_policies):
    return torch.rand(n_policies, 8, generator=torch.Generator().manual_seed(2))

import torch


def utterance_lengths(n, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(100, 1600, (n,), generator=g)

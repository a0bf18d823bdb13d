import torch


def sorted_durations(count, seed):
    gen = torch.Generator().manual_seed(seed)
    minutes = torch.rand(count, generator=gen) * 90
    return torch.sort(minutes).values

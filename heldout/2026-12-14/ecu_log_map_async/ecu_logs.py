import torch


def load(frames, channels):
    gen = torch.Generator().manual_seed(77)
    return torch.rand(frames, channels, generator=gen)


def sort_by_timestamp(log):
    values, _ = log.sort(dim=1)
    return values

import torch


def arrivals(days=2048, slots=512, seed=19):
    gen = torch.Generator().manual_seed(seed)
    return torch.rand(days, slots, generator=gen)


def peak_slots(arr):
    return arr.argmax(dim=1).bincount(minlength=arr.shape[1])

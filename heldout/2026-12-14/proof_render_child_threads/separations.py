import torch

PLATE_HW = (1024, 768)


def plate_density(ink):
    gen = torch.Generator().manual_seed(ord(ink))
    plate = torch.rand(*PLATE_HW, generator=gen)
    return float(torch.sqrt(plate).mean())

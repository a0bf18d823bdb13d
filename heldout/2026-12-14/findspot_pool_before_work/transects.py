import torch

READINGS = 500_000


def anomaly(name):
    gen = torch.Generator().manual_seed(sum(map(ord, name)))
    field = torch.rand(READINGS, generator=gen)
    return name, float((field - field.mean()).abs().mean())

import torch


def vent_advice(house, degree_hours, vents=250_000):
    gen = torch.Generator().manual_seed(house)
    gusts = torch.rand(vents, generator=gen)
    opening = torch.sigmoid((degree_hours.mean() / 500.0) - gusts)
    return house, float(opening.mean())

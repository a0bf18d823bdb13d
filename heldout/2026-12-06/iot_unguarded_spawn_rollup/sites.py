import torch

SITES = ["north-pump", "south-pump", "boiler-1", "boiler-2"]


def load_site(name, samples=2048):
    g = torch.Generator().manual_seed(sum(map(ord, name)))
    return torch.rand(6, samples, generator=g)


def summarize_site(name):
    readings = load_site(name)
    return name, round(float(readings.mean()), 4), round(float(readings.max()), 4)

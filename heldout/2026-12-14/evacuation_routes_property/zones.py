import torch

ZONES = {"riverside": {"streets": 1000, "segments": 1000, "seed": 4}}


def load_zone(name):
    spec = ZONES[name]
    gen = torch.Generator().manual_seed(spec["seed"])
    return torch.rand(spec["streets"], spec["segments"], generator=gen)

import torch


def load_cohort(patients, measurements, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(patients, measurements, generator=g) * 0.75 - 1.25


def standardise(data):
    scale = data.std(dim=0)
    return (data - data.mean(dim=0)) / scale, scale

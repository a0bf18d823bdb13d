import torch


def fit_value(samples, features):
    g = torch.Generator().manual_seed(0)
    x = torch.rand(samples, features, generator=g)
    y = torch.rand(samples, features, generator=g)
    return torch.linalg.lstsq(x, y).solution * 0.1

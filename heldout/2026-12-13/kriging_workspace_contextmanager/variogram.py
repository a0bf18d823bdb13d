import torch


def spherical(h, sill, rng):
    r = (h / rng).clamp(max=1.0)
    return sill * (1.5 * r - 0.5 * r ** 3)


def empirical_sill(coords, values):
    d = torch.cdist(coords, coords)
    close = d < d.median()
    diffs = (values.unsqueeze(0) - values.unsqueeze(1)) ** 2
    return float(diffs[close].mean() / 2)

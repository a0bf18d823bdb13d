import math

import torch


def simulate_lightcurve(n, period, seed):
    g = torch.Generator().manual_seed(seed)
    t = torch.rand(n, generator=g).sort().values * 100
    y = torch.sin(2 * math.pi * t / period) + 0.3 * torch.randn(n, generator=g)
    return t, y


def lomb_scargle(t, y, freqs):
    w = 2 * math.pi * freqs[:, None]
    wt = w * t[None, :]
    c, s = wt.cos(), wt.sin()
    y = y - y.mean()
    return ((c * y).sum(1) ** 2 / (c * c).sum(1) + (s * y).sum(1) ** 2 / (s * s).sum(1)) / 2

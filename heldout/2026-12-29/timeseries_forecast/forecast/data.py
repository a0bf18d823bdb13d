import math

import torch


def synthetic_panel(n_series, length, seed=0):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length, dtype=torch.float32)
    period = torch.randint(12, 96, (n_series, 1), generator=g).float()
    trend = torch.randn(n_series, 1, generator=g) * 1e-3
    return torch.sin(2 * math.pi * t / period) + trend * t + 0.1 * torch.randn(n_series, length, generator=g)


def rolling_zscore(x, window):
    pad = torch.nn.functional.pad(x, (window - 1, 0), mode="replicate")
    win = pad.unfold(-1, window, 1)
    return (x - win.mean(-1)) / (win.std(-1) + 1e-6)

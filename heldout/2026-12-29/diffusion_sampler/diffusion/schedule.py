import math

import torch


def cosine_alphas(T, s=0.008):
    t = torch.arange(T + 1, dtype=torch.float64) / T
    f = torch.cos((t + s) / (1 + s) * math.pi / 2) ** 2
    return (f[1:] / f[0]).float().clamp(1e-5, 1.0)

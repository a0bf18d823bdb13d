import torch


def observations(n, seed):
    g = torch.Generator().manual_seed(seed)
    t = torch.rand(n, generator=g) * 30
    ra = torch.rand(n, 3, generator=g)
    return t, ra


def residuals(t, ra, rate):
    model = ra[:, :2] + rate * t[:, None]
    return torch.linalg.vector_norm(model - ra[:, 1:], dim=1)

import torch


def rate_paths(n_paths, months, seed, vol=0.002):
    g = torch.Generator().manual_seed(seed)
    shocks = torch.randn(n_paths, months, generator=g) * vol
    return 0.035 + shocks.cumsum(dim=1)


def default_rate(paths, ltv, dti):
    payment_shock = (paths[:, -1] - paths[:, 0]).clamp(min=0) * 100
    return float(torch.sigmoid((payment_shock + ltv * 3 + dti * 5) - 6).mean())

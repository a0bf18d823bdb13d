import torch


def simulated_returns(n_days, n_assets, seed=7):
    g = torch.Generator().manual_seed(seed)
    return torch.empty(n_assets, n_days).normal_(0.0, 0.01, generator=g)


def covariance(returns):
    return torch.cov(returns)

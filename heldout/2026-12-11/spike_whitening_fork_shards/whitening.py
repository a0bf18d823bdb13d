from functools import lru_cache

import torch


@lru_cache(maxsize=None)
def whitening_matrix(n_channels, n_samples):
    g = torch.Generator().manual_seed(n_channels)
    x = torch.randn(n_samples, n_channels, generator=g)
    cov = x.T @ x
    return torch.diag(cov.diagonal().rsqrt())

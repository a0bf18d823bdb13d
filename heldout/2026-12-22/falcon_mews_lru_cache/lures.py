from functools import lru_cache

import torch


@lru_cache(maxsize=None)
def lure_basis(dim):
    g = torch.Generator().manual_seed(dim)
    q, _ = torch.linalg.qr(torch.randn(2 * dim, dim, generator=g))
    return q.T @ q

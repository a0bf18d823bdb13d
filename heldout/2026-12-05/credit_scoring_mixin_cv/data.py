import torch


def applicants(n, features, seed=0):
    g = torch.Generator().manual_seed(seed)
    X = torch.empty(n, features).normal_(1.0, 3.0, generator=g)
    y = torch.randint(0, 2, (n,), generator=g, dtype=torch.float32)
    return X, y

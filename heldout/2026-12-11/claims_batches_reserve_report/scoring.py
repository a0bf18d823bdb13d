import torch


def synth_claims(n, features):
    g = torch.Generator().manual_seed(n)
    return torch.rand(n, features, generator=g)


def score_claims(claims):
    z = (claims - 0.5) / 0.29
    return z.sum(dim=1)

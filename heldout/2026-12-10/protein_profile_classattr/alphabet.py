import torch

AMINO = "ACDEFGHIKLMNPQRSTVWY"


def background_log_odds(n_reference, seed=13):
    g = torch.Generator().manual_seed(seed)
    counts = torch.rand(n_reference, 64, generator=g)
    return torch.logsumexp(counts, dim=1).mean()

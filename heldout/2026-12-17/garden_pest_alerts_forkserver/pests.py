import torch


def trap_counts(traps, species, seed=6):
    gen = torch.Generator().manual_seed(seed)
    return torch.rand(traps, species, generator=gen)


def outbreak_pressure(counts):
    return torch.logsumexp(counts * 4.0, dim=1)

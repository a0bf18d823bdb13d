import torch


def design_weights(strata, units, seed=0):
    g = torch.Generator().manual_seed(seed)
    inclusion = torch.rand(strata, units, generator=g) * 0.09 + 0.01
    return 1.0 / inclusion

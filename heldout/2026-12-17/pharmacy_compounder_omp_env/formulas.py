import torch


def particle_sizes(lots=4096, particles=512, seed=25):
    gen = torch.Generator().manual_seed(seed)
    return torch.rand(lots, particles, generator=gen) * 50


def d90(sizes):
    return torch.quantile(sizes[:, :128], 0.9, dim=1)

import torch


def abundance_table(plots, species, seed=2):
    g = torch.Generator().manual_seed(seed)
    return torch.poisson(torch.rand(plots, species, generator=g) * 2, generator=g)


def accumulation(table, permutation_seed):
    g = torch.Generator().manual_seed(permutation_seed)
    order = torch.randperm(table.shape[0], generator=g)
    seen = table[order].cumsum(dim=0) > 0
    return seen.sum(dim=1)

import torch

WAVELENGTHS = 4096


def template_bank(n_templates, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(n_templates, WAVELENGTHS, generator=g)


def chi2_grid(spectrum, bank):
    return ((bank - spectrum) ** 2).sum(dim=1)

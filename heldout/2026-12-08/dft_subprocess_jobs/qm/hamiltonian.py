import torch


def huckel_spectrum(n_orbitals, seed, coupling=-1.0):
    g = torch.Generator().manual_seed(seed)
    h = torch.diag(torch.randn(n_orbitals, generator=g) * 0.1)
    h = h + coupling * (torch.diag(torch.ones(n_orbitals - 1), 1) + torch.diag(torch.ones(n_orbitals - 1), -1))
    return torch.linalg.eigvalsh(h)

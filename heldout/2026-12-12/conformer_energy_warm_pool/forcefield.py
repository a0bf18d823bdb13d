import torch


def conformers(n_conf, atoms, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(n_conf, atoms, 3, generator=g) * 3


def lj_energy(coords, sigma=1.0, eps=0.2):
    d = torch.cdist(coords, coords) + torch.eye(coords.shape[1]) * 1e3
    sr6 = (sigma / d) ** 6
    return (4 * eps * (sr6 ** 2 - sr6)).sum(dim=(1, 2)) / 2

from functools import cached_property

import torch


def dynamical_matrix(n_atoms, strain=0.0, seed=0):
    a = torch.randn(n_atoms, n_atoms, generator=torch.Generator().manual_seed(seed))
    return a @ a.T + strain * n_atoms * torch.eye(n_atoms)


class Lattice:
    def __init__(self, n_atoms):
        self.n_atoms = n_atoms

    @cached_property
    def phonon_frequencies(self):
        return torch.linalg.eigh(dynamical_matrix(self.n_atoms)).eigenvalues.clamp(min=0).sqrt()

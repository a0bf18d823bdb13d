import torch

from .base import Featurizer


class CoulombEigen(Featurizer):
    name = "coulomb_eigen"

    def transform(self, coords, charges):
        dist = torch.cdist(coords, coords) + torch.eye(self.max_atoms)
        cm = charges[:, :, None] * charges[:, None, :] / dist
        return torch.linalg.eigvalsh(cm)


class SortedCoulomb(CoulombEigen):
    name = "sorted_coulomb"

    def transform(self, coords, charges):
        return super().transform(coords, charges).sort(dim=1, descending=True).values

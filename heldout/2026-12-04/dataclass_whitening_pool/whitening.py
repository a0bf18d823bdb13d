from dataclasses import dataclass, field

import torch


@dataclass
class Whitener:
    data: torch.Tensor = field(repr=False)
    eps: float = 1e-5
    mean: torch.Tensor = field(init=False, repr=False)
    matrix: torch.Tensor = field(init=False, repr=False)

    def __post_init__(self):
        self.mean = self.data.mean(dim=0)
        centered = self.data - self.mean
        cov = centered.T @ centered / (self.data.shape[0] - 1)
        evals, evecs = torch.linalg.eigh(cov)
        self.matrix = evecs @ torch.diag((evals + self.eps).rsqrt()) @ evecs.T

    def state(self):
        return {"mean": self.mean, "matrix": self.matrix}

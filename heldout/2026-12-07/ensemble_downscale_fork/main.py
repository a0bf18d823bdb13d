import torch

from climatology import Climatology
from ensemble import EnsembleRunner

GRID = (4, 3, 64, 64)
YEARS = 30


def main():
    g = torch.Generator().manual_seed(1)
    history = torch.rand(YEARS, 256, 1024, generator=g)
    mean, var = Climatology(YEARS)(history)
    print("climatology spread", round(float(var.mean()), 4))
    coarse = torch.rand(*GRID, generator=g)
    status = EnsembleRunner(n_members=2, factor=4).run(coarse)
    print("members done", status)


if __name__ == "__main__":
    main()

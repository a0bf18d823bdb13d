import sys

import torch

from prepare import prepare
from worker import MoistureWorker

PROBES = 256
GRID_SIDE = 450
ZONES = 3


def main():
    g = torch.Generator().manual_seed(17)
    readings = torch.rand(PROBES, 3, generator=g).tolist()
    xs = torch.linspace(0, 1, GRID_SIDE)
    grid = torch.cartesian_prod(xs, xs)
    field = prepare(readings, grid)
    workers = [MoistureWorker(z, field).spawn() for z in range(ZONES)]
    return max(w.wait() for w in workers)


if __name__ == "__main__":
    sys.exit(main())

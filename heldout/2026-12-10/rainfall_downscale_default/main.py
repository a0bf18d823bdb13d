import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch

from downscale import downscale

FACTOR = 8
COARSE = 64
MONTHS = 6


def monthly_fields():
    g = torch.Generator().manual_seed(0)
    return [torch.rand(COARSE, COARSE, generator=g) for _ in range(MONTHS)]


def main():
    ctx = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
        totals = list(ex.map(downscale, monthly_fields(), [FACTOR] * MONTHS))
    print("monthly totals", [round(t, 1) for t in totals])


if __name__ == "__main__":
    main()

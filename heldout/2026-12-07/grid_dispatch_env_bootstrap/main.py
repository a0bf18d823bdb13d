import bootstrap  # noqa: F401  (must come before torch)

from multiprocessing import Pool

import torch

from dispatch import dispatch_day, merit_order

UNITS, INTERVALS = 512, 288


def main():
    g = torch.Generator().manual_seed(0)
    costs = torch.rand(UNITS * 400, generator=g)
    print("cheapest units", merit_order(costs)[:3].tolist())
    with Pool(2) as pool:
        print(dict(pool.map(dispatch_day, [(d, UNITS, INTERVALS) for d in range(3)])))


if __name__ == "__main__":
    main()

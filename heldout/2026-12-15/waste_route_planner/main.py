import torch

import bins
from workerpipe import run_forked

DISTRICTS = 1000
BINS = 1000
TRUCK_STOPS = 40


def plan_route(args):
    district_levels, stops = args
    order = torch.argsort(district_levels.repeat(300), descending=True)
    return int(order[:stops].remainder(district_levels.numel()).unique().numel())


def main():
    levels = bins.fill_levels(DISTRICTS, BINS)
    urgent = bins.urgent_bins(levels, TRUCK_STOPS)
    print("first district urgent bins", urgent[0, :5].tolist())
    routes = run_forked(plan_route, [(levels[d], TRUCK_STOPS) for d in range(2)])
    print("routes", routes)


if __name__ == "__main__":
    main()

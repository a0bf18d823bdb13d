import argparse

from depot import Depot
from solver import RouteSolver


def parse():
    p = argparse.ArgumentParser(description="nearest-neighbour route costs")
    p.add_argument("--stops", type=int, default=1500)
    p.add_argument("--candidates", type=int, default=8)
    return p.parse_args()


def main():
    args = parse()
    depot = Depot(args.stops)
    print("max leg:", round(float(depot.distances().max()), 1))
    solver = RouteSolver(depot)
    costs = solver.solve(range(4), args.candidates)
    print("routes:", len(costs))


if __name__ == "__main__":
    main()

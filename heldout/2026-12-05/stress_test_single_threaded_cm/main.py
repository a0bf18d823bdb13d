import torch

from scenarios import run_scenarios
from stress import historical_shocks, worst_days
from threads import SingleThreaded

BOOK = {"days": 2500, "assets": 400, "paths": 50000}


def main():
    with SingleThreaded():
        shocks = historical_shocks(BOOK["days"], BOOK["assets"])
        weights = torch.full((BOOK["assets"],), 1.0 / BOOK["assets"])
        print("worst days", [round(float(v), 5) for v in worst_days(shocks, weights, 3)])
        print("vol", round(float(shocks.std()), 5))
    print(run_scenarios([1, 2, 3], BOOK["assets"], BOOK["paths"]))


if __name__ == "__main__":
    main()

import itertools

from trial import train_trial
from utils import parallel_map

GRID = {
    "lr": [0.1, 0.01],
    "hidden": [256, 512],
}


def run_sweep(grid=GRID):
    combos = list(itertools.product(grid["lr"], grid["hidden"]))
    return parallel_map(train_trial, combos)

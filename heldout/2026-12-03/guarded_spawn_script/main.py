import argparse

import torch

from jobs import simulate
from launcher import run_all

parser = argparse.ArgumentParser(description="reservoir simulation")
parser.add_argument("--steps", type=int, default=50)
parser.add_argument("--seeds", type=int, default=4)
ARGS = parser.parse_args()
REFERENCE = torch.linspace(0, 1, 100000).sin().sum().item()

if __name__ == "__main__":
    print("reference", round(REFERENCE, 2))
    for seed, value in run_all(simulate, range(ARGS.seeds), ARGS.steps):
        print(seed, value)

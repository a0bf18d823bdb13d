import argparse

import torch

from arena import Arena
from coach import baseline_value
from policy import RecurrentPolicy


def parse():
    ap = argparse.ArgumentParser(description="self-play evaluation")
    ap.add_argument("--horizon", type=int, default=50)
    ap.add_argument("--envs", type=int, default=16)
    ap.add_argument("--seats", type=int, default=2)
    return ap.parse_args()


def main():
    args = parse()
    torch.manual_seed(0)
    policy = RecurrentPolicy()
    print("baseline", round(baseline_value(policy, args.horizon, args.envs), 3))
    arena = Arena(policy, args.horizon, args.envs)
    for seat, score in arena.tournament(range(args.seats)):
        print("seat", seat, score)


if __name__ == "__main__":
    main()

"""Score speaker-verification trial lists with one spawned scorer per list."""
import argparse

from verification import launch_scorers

ap = argparse.ArgumentParser()
ap.add_argument("--lists", type=int, default=2)
ap.add_argument("--trials", type=int, default=1000)
ap.add_argument("--dim", type=int, default=192)
args = ap.parse_args()

for seed, mean_cos in launch_scorers(range(args.lists), args.trials, args.dim):
    print("trial list", seed, "mean cosine", mean_cos)

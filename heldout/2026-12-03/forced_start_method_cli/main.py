import argparse
import multiprocessing

import torch

import compat
from work import block_stats


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--start-method", default="spawn")
    args = ap.parse_args()
    compat.prefer_spawn()
    multiprocessing.set_start_method(args.start_method, force=True)
    warm = torch.ones(400, 400).sum().item()
    print("warm", warm)
    with multiprocessing.Pool(2) as pool:
        for seed, value in sorted(pool.map(block_stats, range(4))):
            print(seed, value)


if __name__ == "__main__":
    main()

"""Data-parallel training on CPU with torch.multiprocessing.spawn.

Each rank trains a replica on its shard; gradients are averaged through a
file-based gloo process group.
"""
import argparse
import os
import tempfile

import torch
import torch.multiprocessing as mp

from dist_train.data import make_dataset
from dist_train.worker import train_rank


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--world-size", type=int, default=2)
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--hidden", type=int, default=512)
    args = ap.parse_args()

    x, y = make_dataset(8192, 64)
    # baseline: closed-form least squares fit, for reference
    w_ls = torch.linalg.lstsq(x, y).solution
    base = ((x @ w_ls - y) ** 2).mean().item()
    print(f"linear least-squares mse {base:.4f}")

    init_file = os.path.join(tempfile.mkdtemp(prefix="pg_"), "init")
    mp.spawn(train_rank, args=(args.world_size, init_file, x, y, args.steps, args.hidden),
             nprocs=args.world_size, join=True)


if __name__ == "__main__":
    main()

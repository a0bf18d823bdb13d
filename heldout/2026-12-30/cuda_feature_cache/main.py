import argparse

import torch
import torch.nn as nn

from cache.workers import fill_cache


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dim", type=int, default=128)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    encoder = nn.Linear(args.dim, args.dim).cuda()
    print("encoder on", next(encoder.parameters()).device, flush=True)
    for wid, norm in fill_cache(args.workers, args.dim):
        print(f"worker {wid}: {norm:.2f}")


if __name__ == "__main__":
    main()

"""Scores one exchange shard. Run as: python shard_worker.py SHARD FACTOR N"""
import sys

import torch


def main(shard, factor, n):
    g = torch.Generator().manual_seed(shard)
    bids = torch.rand(n, generator=g) * factor
    surplus = torch.exp(-bids) * (1 - bids)
    print(f"shard {shard}: surplus {float(surplus.mean()):.4f}", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]))

import argparse

import torch

from recsys import ItemIndex
from recall import evaluate


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--items", type=int, default=100_000)
    ap.add_argument("--dim", type=int, default=64)
    ap.add_argument("--k", type=int, default=50)
    args = ap.parse_args()
    index = ItemIndex(args.items, args.dim, device="cuda")
    torch.cuda.synchronize()
    print("index on", index.items.device)
    for seed, distinct in evaluate(index, range(4), 512, args.k):
        print("user batch", seed, "distinct top-1 items", distinct)


if __name__ == "__main__":
    main()

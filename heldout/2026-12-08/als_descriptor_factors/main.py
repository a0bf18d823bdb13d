import argparse

import torch

from als import ALSModel
from train import user_sweep


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--users", type=int, default=2000)
    ap.add_argument("--items", type=int, default=1500)
    ap.add_argument("--rank", type=int, default=32)
    ap.add_argument("--reg", type=float, default=0.1)
    args = ap.parse_args()
    g = torch.Generator().manual_seed(1)
    ratings = torch.rand(args.users, args.items, generator=g)
    model = ALSModel(ratings, args.rank, args.reg)
    print("item factors", tuple(model.item_factors.shape))
    for first, norm in user_sweep(model, block_size=500, processes=2):
        print("users from", first, "factor norm", norm)


if __name__ == "__main__":
    main()

import argparse

import torch

from sampling import popularity_distribution, sample_epoch


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--items", type=int, default=50_000)
    ap.add_argument("--interactions", type=int, default=300_000)
    ap.add_argument("--alpha", type=float, default=0.75)
    ap.add_argument("--batch", type=int, default=4096)
    ap.add_argument("--negatives", type=int, default=20)
    args = ap.parse_args()
    g = torch.Generator().manual_seed(0)
    log = torch.randint(0, args.items, (args.interactions,), generator=g)
    probs = popularity_distribution(log, args.items, args.alpha)
    print("most popular item", int(probs.argmax()))
    for seed, lq in sample_epoch(probs, range(4), args.batch, args.negatives):
        print("step", seed, "mean log q", lq)


if __name__ == "__main__":
    main()

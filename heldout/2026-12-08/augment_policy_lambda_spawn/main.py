import argparse

from transforms import OPS, AugmentPolicy
from prefetch import prefetch


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ops", nargs="+", default=["flip", "brightness"], choices=sorted(OPS))
    ap.add_argument("--batches", type=int, default=4)
    args = ap.parse_args()
    for batch_id, mean in prefetch(AugmentPolicy(args.ops, seed=0), args.batches):
        print("batch", batch_id, "mean", mean)


if __name__ == "__main__":
    main()

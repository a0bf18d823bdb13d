import argparse

from data import contact_maps, random_backbones
from batch import compute_all


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--length", type=int, default=128)
    ap.add_argument("--threshold", type=float, default=8.0)
    ap.add_argument("--val-structures", type=int, default=64)
    args = ap.parse_args()
    val = contact_maps(random_backbones(args.val_structures, args.length, 0), args.threshold)
    print("validation contact density %.4f" % float(val.mean()))
    for seed, density in compute_all(range(1, 5), 32, args.length, args.threshold):
        print("batch", seed, "density", density)


if __name__ == "__main__":
    main()

import argparse

from geometry import random_coastline
from simplify import Simplifier


def parse():
    ap = argparse.ArgumentParser(description="generalise a coastline for a map scale")
    ap.add_argument("--scale", type=int, default=50000, help="map scale denominator")
    ap.add_argument("--vertices", type=int, default=300000)
    return ap.parse_args()


def main():
    args = parse()
    line = random_coastline(args.vertices)
    kept = Simplifier(args.scale).fit(line).transform_parallel(line)
    print(f"1:{args.scale} keeps {kept} vertices")


if __name__ == "__main__":
    main()

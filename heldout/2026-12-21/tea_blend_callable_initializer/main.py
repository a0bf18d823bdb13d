import csv

from blender import Blender
from tasting import taste_all


def main():
    with open("blends.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    blender = Blender()
    print("palate checksum", round(float(blender.palate.diagonal().sum()), 2))
    for blend, score in taste_all(blender, rows):
        print(f"{blend:10s} {score:.4f}")


if __name__ == "__main__":
    main()

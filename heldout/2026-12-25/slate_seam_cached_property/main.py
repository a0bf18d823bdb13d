import json

from report import summary
from seams import Seam
from splitting import split_all


def main():
    with open("quarry.json") as f:
        cfg = json.load(f)
    seam = Seam.from_config(cfg)
    print(summary(seam))
    print(split_all(cfg["splitters"], cfg["slab"]))


if __name__ == "__main__":
    main()

import tomllib

from batch import CuringBatch
from brushes import brush


def main():
    with open("batch.toml", "rb") as f:
        cfg = tomllib.load(f)
    b, c = cfg["batch"], cfg["cure"]
    with CuringBatch(c["curers"], c["size"]) as curing:
        strokes = brush(b["pieces"], b["channels"], b["side"], b["filters"])
        curing.add(strokes.mean(dim=(1, 2, 3)))
    print("cured", len(curing.pieces), "batch")


if __name__ == "__main__":
    main()

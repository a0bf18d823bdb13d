import json

from ribs import RibStream
from canopy import stretch_all


def main():
    with open("ribs.json") as f:
        cfg = json.load(f)
    tensions = list(RibStream(cfg["frames"], cfg["rows"], cfg["width"]))
    print("frame tensions:", ["%.3f" % t for t in tensions])
    print("stretched", len(stretch_all(cfg["canopies"], cfg["workers"])), "canopies")


if __name__ == "__main__":
    main()

import json

from canopy import Canopy
import frames


def main():
    with open("canopy.json") as f:
        cfg = json.load(f)
    canopies = [Canopy(cfg["panels"], cfg["inner"], cfg["span"], s) for s in cfg["seeds"]]
    unique = set(canopies)
    print(len(unique), "distinct canopies")
    print("frames:", frames.assemble(cfg["frames"], cfg["workers"]))


if __name__ == "__main__":
    main()

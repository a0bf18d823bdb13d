import tomllib

import species  # noqa: F401  (registers the species)
from hunt import hunt
from raptors import Raptor


def main():
    with open("species.toml", "rb") as f:
        cfg = tomllib.load(f)
    birds = [Raptor.create(kind, cfg[kind]) for kind in cfg["birds"]]
    for b in birds:
        print(f"{b.kind}: range {b.range:.2f}", flush=True)
    h = cfg["hunt"]
    print(hunt(birds, h["workers"], h["rows"], h["width"]))


if __name__ == "__main__":
    main()

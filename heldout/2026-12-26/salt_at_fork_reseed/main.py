import tomllib

import seeding
from marsh import flood
from rakers import rake_all


def main():
    with open("marsh.toml", "rb") as f:
        cfg = tomllib.load(f)
    seeding.reseed_after_fork(cfg["rakers"]["projection"])
    level = flood(cfg["marsh"]["rows"], cfg["marsh"]["cols"])
    print("flood level", float(level.mean()))
    print(rake_all(cfg["rakers"]["count"]))


if __name__ == "__main__":
    main()

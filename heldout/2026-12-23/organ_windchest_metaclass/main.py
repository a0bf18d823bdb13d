import tomllib

import blowers
from chest import WindChest


def main():
    with open("windchest.toml", "rb") as fh:
        cfg = tomllib.load(fh)
    chest = WindChest(cfg["chest"]["channels"], cfg["chest"]["pallets"])
    print(f"wind pressure {chest.pressure:.3f}")
    print(blowers.start_blowers(cfg["blowers"]["count"], cfg["blowers"]["rows"]))


if __name__ == "__main__":
    main()

import json

from drift import current_field
from fleet import BuoyFleet


def main():
    with open("buoys.json") as f:
        cfg = json.load(f)
    field = current_field(cfg["history"], cfg["width"])
    for buoy, d in BuoyFleet(cfg).survey(field):
        print(f"{buoy:10s} drift {d:.3f}")


if __name__ == "__main__":
    main()

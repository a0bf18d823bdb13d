import json

from beacons import run_beacons
from counter import FlashCounter


def main():
    with open("beacons.json") as f:
        cfg = json.load(f)
    counter = FlashCounter()
    print("flashes logged", run_beacons(cfg["start_method"], cfg["beacons"], cfg["flashes"], counter))


if __name__ == "__main__":
    main()

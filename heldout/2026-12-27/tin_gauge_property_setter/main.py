"""Set the plate's gauge, then press it."""
import json
from pathlib import Path

import press
from plate import Plate


def main():
    cfg = json.loads(Path(__file__).with_name("plate.json").read_text())
    plate = Plate(cfg["rows"], cfg["width"])
    plate.gauge = cfg["gauge"]
    print("profile", plate.profile.mean().item())
    print(press.strike(cfg["hammers"], cfg["side"]))


if __name__ == "__main__":
    main()

import json
from pathlib import Path

import devices
from spreader import SpreaderDetector, inspect_cranes


def main():
    cfg = json.loads(Path(__file__).with_name("cameras.json").read_text())
    device = devices.pick()
    detector = SpreaderDetector().to(device)
    detector.warm_up(cfg["size"])
    for crane, locked in inspect_cranes(detector, cfg["cranes"], cfg["frames"], cfg["size"]):
        print(f"{crane}: twistlocks {'locked' if locked else 'OPEN'}")


if __name__ == "__main__":
    main()

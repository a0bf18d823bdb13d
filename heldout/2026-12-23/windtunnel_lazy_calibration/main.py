import json

import calibration
import rig


def main():
    with open("tunnel.json") as fh:
        cfg = json.load(fh)
    calibration.configure(**cfg["calibration"])
    rig.sweep(cfg["probes"], cfg["probe_rows"])


if __name__ == "__main__":
    main()

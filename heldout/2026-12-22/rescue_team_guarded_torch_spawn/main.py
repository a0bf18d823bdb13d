import json

from hazard import hazard_map
from sweep import sweep_all


def main():
    with open("teams.json") as f:
        cfg = json.load(f)
    h = cfg["hazard"]
    hazard = hazard_map(h["rows"], h["width"])
    print(f"hazard peak {hazard.max():.4f}", flush=True)
    sweep_all(cfg["teams"], cfg["sweep_rows"], h["width"])


if __name__ == "__main__":
    main()

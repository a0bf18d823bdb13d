import json

from fitting import fit_preferences
from perches import observe


def main():
    with open("perch.json") as f:
        cfg = json.load(f)
    h = cfg["history"]
    pref = fit_preferences(h["rows"], h["width"])
    print(f"preference spread {pref:.3f}", flush=True)
    print(observe(cfg["perches"], cfg["perch_rows"], h["width"]))


if __name__ == "__main__":
    main()

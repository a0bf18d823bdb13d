import json

import presses
from bottling import bottle_all


def main():
    with open("press.json") as f:
        cfg = json.load(f)
    press_cls = presses.load(cfg["backend"])
    press = press_cls(cfg["pulp_width"])
    print("juice", press.squeeze(cfg["apples"], cfg["pulp_width"]))
    print("bottled", bottle_all(cfg["vats"], cfg["vat_size"]))


if __name__ == "__main__":
    main()

import json

import carving
from isolation import Isolation


def main():
    with open("isolation.json") as f:
        cfg = json.load(f)
    print("rough", float(carving.rough_out(cfg["rows"], cfg["width"])[:, -1].mean()))
    ctx = Isolation[cfg["isolation"]].context()
    with ctx.Pool(cfg["carvers"]) as pool:
        print("carved", pool.map(carving.carve, [cfg["block"]] * cfg["carvers"]))


if __name__ == "__main__":
    main()

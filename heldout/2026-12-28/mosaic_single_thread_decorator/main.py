import json

import grid
import setting


def main():
    with open("tiles.json") as f:
        cfg = json.load(f)
    print("grid spread %.3f" % grid.plan_grid(**cfg["grid"]))
    print("panels:", len(setting.set_panels(cfg["panels"], cfg["setters"])))


if __name__ == "__main__":
    main()

import json

from grout import Grout
from layer import lay_tiles
import kiln


def main():
    with open("mosaic.json") as f:
        cfg = json.load(f)
    grout = Grout(cfg["rows"], cfg["width"])
    fired = lay_tiles(cfg["grid"], on_row=grout.measure,
                      on_done=lambda grid: kiln.fire(cfg["kilns"], grid))
    print("fired", fired, "tiles;", len(grout.readings), "grout readings")


if __name__ == "__main__":
    main()

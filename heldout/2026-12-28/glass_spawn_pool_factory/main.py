import json

from blowing import shape_vessel
from workshop import Workshop


def main():
    with open("glass.json") as f:
        cfg = json.load(f)
    shop = Workshop(cfg)
    print("gather %.4f" % shop.gather())
    with Workshop.pool_for(cfg) as pool:
        vessels = pool.map(shape_vessel, range(cfg["vessels"]))
    print("vessels:", len(vessels))


if __name__ == "__main__":
    main()

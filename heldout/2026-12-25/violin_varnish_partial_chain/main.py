import json

from drying import dry
from recipe import coat_for, fresh_panels


def main():
    with open("varnish.json") as f:
        cfg = json.load(f)
    coat = coat_for(cfg)
    varnished = coat(fresh_panels(cfg))
    print("coated", float(varnished.mean()))
    print("dried", dry(cfg["drying_racks"], cfg["rack_size"]))


if __name__ == "__main__":
    main()

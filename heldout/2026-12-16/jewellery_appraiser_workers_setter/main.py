import json

from appraiser import Appraiser
from inventory import load_inventory


def main():
    with open("appraisal.json") as f:
        cfg = json.load(f)
    items = load_inventory(cfg["items"], cfg["features"])
    appraiser = Appraiser()
    appraiser.fit_price_index(items)
    appraiser.workers = cfg["workers"]
    try:
        print(appraiser.appraise(items.chunk(cfg["lots"])))
    finally:
        appraiser.workers = 0


if __name__ == "__main__":
    main()

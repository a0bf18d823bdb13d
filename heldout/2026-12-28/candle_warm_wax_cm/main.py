import json

from vat import warm_wax
from moulds import fill_all


def main():
    with open("pour.json") as f:
        cfg = json.load(f)
    with warm_wax(**cfg["wax"]) as level:
        filled = fill_all(cfg["moulds"], cfg["workers"])
    print("wax level %.2f, filled %d moulds" % (level, len(filled)))


if __name__ == "__main__":
    main()

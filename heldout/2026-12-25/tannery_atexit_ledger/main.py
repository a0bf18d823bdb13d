import json

import ledger
from grading import grade


def main():
    with open("ledger.json") as f:
        cfg = json.load(f)
    ledger.open_ledger(cfg)
    counts = grade(cfg["hides"], cfg["features"], cfg["grades"])
    print("graded", int(counts.sum()))


if __name__ == "__main__":
    main()

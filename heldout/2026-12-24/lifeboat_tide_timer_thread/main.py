import json

import boats
from tides import TideTable


def main():
    with open("tides.json") as f:
        cfg = json.load(f)
    table = TideTable(cfg["readings"], cfg["width"])
    table.refresh_later(cfg["delay_s"]).join()
    print("high water", float(table.levels.max()))
    print("exercise", boats.exercise(cfg["boats"], cfg["engine"]))


if __name__ == "__main__":
    main()

import json

from finishers import FINISHERS
from loft import hang_all
from sheet import Sheet


def main():
    with open("finish.json") as f:
        cfg = json.load(f)
    sheets = [Sheet(s["name"], FINISHERS[s["finish"]]) for s in cfg["sheets"]]
    print(hang_all(sheets, cfg["start_method"]))


if __name__ == "__main__":
    main()

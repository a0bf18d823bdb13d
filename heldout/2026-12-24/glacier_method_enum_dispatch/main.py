import configparser
import csv

from fieldwork import DISPATCH
from methods import Method


def main():
    ini = configparser.ConfigParser()
    ini.read("settings.ini")
    cfg = {k: int(v) for k, v in ini["field"].items()}
    with open("plan.csv", newline="") as f:
        plan = list(csv.DictReader(f))
    for step in plan:
        result = DISPATCH[Method[step["method"]]](int(step["size"]), cfg)
        print(step["method"], result)


if __name__ == "__main__":
    main()

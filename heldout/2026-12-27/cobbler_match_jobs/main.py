"""Work through jobs.csv in order."""
import csv
from pathlib import Path

import commands
import shop


def main():
    with open(Path(__file__).with_name("jobs.csv"), newline="") as f:
        for row in csv.DictReader(f):
            cmd = commands.parse(row)
            print(cmd, shop.handle(cmd))


if __name__ == "__main__":
    main()

"""Feed pours.csv into the caster coroutine."""
import csv
from pathlib import Path

import foundry


def main():
    c = foundry.caster()
    next(c)
    with open(Path(__file__).with_name("pours.csv"), newline="") as f:
        for row in csv.DictReader(f):
            log = c.send((row["op"], int(row["a"]), int(row["b"])))
    print(log)


if __name__ == "__main__":
    main()

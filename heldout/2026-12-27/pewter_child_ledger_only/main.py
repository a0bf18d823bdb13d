"""Fit the moulds, then let the clerks total the ledger."""
import csv
from pathlib import Path

import clerks
import fitting


def main():
    with open(Path(__file__).with_name("ledger.csv"), newline="") as f:
        weights = [float(row["weight"]) for row in csv.DictReader(f)]
    print("fit", fitting.fit())
    print(clerks.tally(weights))


if __name__ == "__main__":
    main()

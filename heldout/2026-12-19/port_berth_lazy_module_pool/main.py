import csv
from pathlib import Path

import berths


def main():
    with open(Path(__file__).with_name("berths.csv"), newline="") as fh:
        rows = list(csv.DictReader(fh))
    for name, cost in berths.assign(rows, vessels=2000, features=64, references=300):
        print(f"{name}: best window cost {cost:.4f}")


if __name__ == "__main__":
    main()

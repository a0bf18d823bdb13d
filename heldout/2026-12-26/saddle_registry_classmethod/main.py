import csv

import styles  # noqa: F401  (registers the patterns)
from cutting import cut_all


def main():
    with open("patterns.csv", newline="") as f:
        print(cut_all(list(csv.DictReader(f))))


if __name__ == "__main__":
    main()

import csv

import floor


def main():
    with open("grain.csv", newline="") as f:
        orders = [(row["grain"], int(row["sacks"])) for row in csv.DictReader(f)]
    print(floor.run_floor(orders))


if __name__ == "__main__":
    main()

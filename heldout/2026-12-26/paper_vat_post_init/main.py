import csv

from press import press_all
from vat import Vat


def read_vats(path):
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            yield Vat(row["name"], int(row["batches"]), int(row["length"]), int(row["presses"]))


def main():
    for vat in read_vats("vats.csv"):
        print(vat, float(vat.furnish.std()))
        print(press_all(vat))


if __name__ == "__main__":
    main()

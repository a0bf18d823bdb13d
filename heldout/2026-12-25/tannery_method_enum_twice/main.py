import csv

from methods import Tanning
from soaking import soak_batch


def main():
    with open("batches.csv", newline="") as f:
        for row in csv.DictReader(f):
            ctx = Tanning(row["method"]).prepare()
            print(row["batch"], soak_batch(ctx, int(row["hides"])))


if __name__ == "__main__":
    main()

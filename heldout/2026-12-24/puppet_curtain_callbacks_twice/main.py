import csv

from performances import make_performance
from theatre import Theatre


def main():
    theatre = Theatre()
    with open("programme.csv", newline="") as f:
        for row in csv.DictReader(f):
            theatre.register(make_performance(row["performance"], row["start_method"]))
    theatre.raise_curtain()


if __name__ == "__main__":
    main()

import csv

from stringing import string_up
from workshop import make_bench


def main():
    with open("benches.csv", newline="") as f:
        bench_classes = [make_bench(row) for row in csv.DictReader(f)]
    for cls in bench_classes:
        print(cls.__name__, cls().graduate())
    string_up(len(bench_classes))


if __name__ == "__main__":
    main()

import csv

from boiling import _cfg, boil


def main():
    with open("pans.csv", newline="") as f:
        pans = list(csv.DictReader(f))
    print(boil(pans, _cfg["boil"]["method"], _cfg.getint("boil", "workers")))


if __name__ == "__main__":
    main()

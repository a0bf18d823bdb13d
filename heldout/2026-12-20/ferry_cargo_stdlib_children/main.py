import csv
import multiprocessing
from functools import partial

from manifests import sailing_weight
from stowage import trim_matrix


def main():
    with open("cargo.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    trim = trim_matrix()
    with multiprocessing.Pool(2) as pool:
        for sailing, tonnes, moment in pool.imap(partial(sailing_weight, trim=trim), rows):
            print(f"{sailing}: {tonnes} t, trim moment {moment}")


if __name__ == "__main__":
    main()

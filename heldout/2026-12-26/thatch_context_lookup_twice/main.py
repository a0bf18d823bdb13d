import csv
import multiprocessing

import runtime
from work import tie


def main():
    multiprocessing.set_start_method("spawn")
    with open("tasks.csv", newline="") as f:
        for row in csv.DictReader(f):
            ctx = runtime.configure(row["method"])
            with ctx.Pool(2) as pool:
                print(row["task"], sum(pool.map(tie, range(int(row["bundles"])))))


if __name__ == "__main__":
    main()

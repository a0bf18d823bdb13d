import csv

import runtime
from counting import count_ream


def main():
    with open("batches.csv", newline="") as f:
        batches = list(csv.DictReader(f))
    for row in batches:
        ctx = runtime.context(row["method"])
        with ctx.Pool(2) as pool:
            sheets = pool.map(count_ream, range(1, int(row["reams"]) + 1))
        print(row["batch"], ctx.get_start_method(), sum(sheets))


if __name__ == "__main__":
    main()

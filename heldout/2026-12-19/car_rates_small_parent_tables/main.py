import csv
from pathlib import Path

import simulate
import tables


def main():
    with open(Path(__file__).with_name("rates.csv"), newline="") as fh:
        classes = list(csv.DictReader(fh))
    week = tables.weekly_table(classes)
    print("weekly rate table:", [round(x, 1) for x in week.sum(dim=1).tolist()])
    for cls, revenue in simulate.simulate_revenue(classes, week, customers=2048):
        print(f"{cls}: simulated revenue {revenue:,.0f}")


if __name__ == "__main__":
    main()

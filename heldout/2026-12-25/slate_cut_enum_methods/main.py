import csv

from cutting import Cut
from roofers import send_roofers


def main():
    with open("cuts.csv", newline="") as f:
        plan = list(csv.DictReader(f))
    cuts = map(Cut, (row["cut"] for row in plan))
    for cut, row in zip(cuts, plan):
        print(cut.name, cut.run(int(row["blocks"]), int(row["width"])))
    send_roofers(len(plan))


if __name__ == "__main__":
    main()

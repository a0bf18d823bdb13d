import csv

from forking import run_forked
from fuel_model import BurnCurve


def main():
    with open("fleet.csv", newline="") as f:
        fleet = list(csv.DictReader(f))
    curve = BurnCurve()
    tasks = {row["vessel"]: (int(row["engines"]), i) for i, row in enumerate(fleet)}
    burn = run_forked(tasks, curve.litres_per_hour)
    for row in fleet:
        hours = int(row["tank_litres"]) / burn[row["vessel"]]
        print(f"{row['vessel']:10} {burn[row['vessel']]:8.1f} l/h, {hours:5.1f} h endurance")


if __name__ == "__main__":
    main()

import csv
import multiprocessing as mp

from bench import run_benches
from estimators import make_torque_estimator


def main():
    estimators = {}
    with open("mainsprings.csv", newline="") as f:
        for row in csv.DictReader(f):
            estimators[row["calibre"]] = (make_torque_estimator(float(row["strength"])), int(row["turns"]))
    torque = run_benches(estimators, mp.Queue())
    for calibre in sorted(torque):
        print(f"{calibre:12s} {torque[calibre]:+.3f}")


if __name__ == "__main__":
    main()

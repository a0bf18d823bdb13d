import csv

import trials
from flock import flock_cohesion


def main():
    with open("runs.csv", newline="") as fh:
        runs = list(csv.DictReader(fh))
    width = int(runs[0]["features"])
    print(f"cohesion {flock_cohesion(int(runs[0]['sheep']), width):.5f}")
    print(trials.run_trials(runs, width))


if __name__ == "__main__":
    main()

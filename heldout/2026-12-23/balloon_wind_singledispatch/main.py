import csv

import drift
from forecast import WindLayer, forecast


def read_layers(path):
    with open(path, newline="") as fh:
        return [WindLayer(row["layer"], *(int(row[k]) for k in
                ("altitude_m", "samples", "features", "stations", "drift_rows")))
                for row in csv.DictReader(fh)]


def main():
    layers = read_layers("winds.csv")
    print("forecast", forecast(layers))
    print("drift", drift.plan(layers))


if __name__ == "__main__":
    main()

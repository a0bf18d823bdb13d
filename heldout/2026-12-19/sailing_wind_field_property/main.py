import csv
from pathlib import Path

from forecast import forecast_spots
from wind import WindField


def main():
    with open(Path(__file__).with_name("spots.csv"), newline="") as fh:
        spots = list(csv.DictReader(fh))
    field = WindField(grid_rows=2048, modes=512)
    print(f"wind field ready, mean speed {field.grid.mean().item():.3f}")
    for spot, knots in forecast_spots(field, spots):
        print(f"{spot}: {knots:.1f} kn gusts")


if __name__ == "__main__":
    main()

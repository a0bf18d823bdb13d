import tomllib

from model import HiveWeightModel
from scheduler import survey


def main():
    with open("hives.toml", "rb") as f:
        cfg = tomllib.load(f)
    model = HiveWeightModel(**cfg["model"])
    print("basis trace", round(float(model.basis.trace()), 3))
    s = cfg["survey"]
    result = survey(model, s["hives"], s["rows_per_hive"], s["workers"])
    for hive, kg in sorted(result.items()):
        print(f"{hive:10s} {kg:+.4f}")


if __name__ == "__main__":
    main()

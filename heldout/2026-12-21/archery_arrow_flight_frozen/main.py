import tomllib

from ends import shoot_all
from flight import FlightModel


def main():
    with open("flight.toml", "rb") as f:
        cfg = tomllib.load(f)
    model = FlightModel(width=cfg["model"]["width"])
    print("drag norm", round(float(model.drag.norm()), 2))
    drift = shoot_all(model, cfg["range"]["distances_m"], cfg["range"]["arrows_per_end"])
    for d in sorted(drift):
        print(f"{d:3d} m: drift {drift[d]:.3f}")


if __name__ == "__main__":
    main()

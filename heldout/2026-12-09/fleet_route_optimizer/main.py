from config import DepotConfig
from planner import RoutePlanner


def main():
    cfg = DepotConfig(name="north-depot", n_stops=2048, n_vehicles=2)
    print(f"{cfg.name}: mean stop distance {cfg.distances.mean():.2f} km")
    for vehicle, length in RoutePlanner(cfg).plan():
        print(f"vehicle {vehicle}: {length} km")


if __name__ == "__main__":
    main()

import tomllib

from consumers import WorkerGroup
from wear import wear_model


def main():
    with open("centre.toml", "rb") as f:
        cfg = tomllib.load(f)["centre"]
    group = WorkerGroup(cfg["workers"])
    weights = wear_model(cfg["history"], cfg["features"])
    for lane in range(1, cfg["lanes"] + 1):
        group.jobs.put((lane, weights))
    speeds = dict(group.results.get() for _ in range(cfg["lanes"]))
    group.close()
    for lane in sorted(speeds):
        print(f"lane {lane}: ball-return load {speeds[lane]}")


if __name__ == "__main__":
    main()

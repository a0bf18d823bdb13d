import tomllib

import rope
from planning import plan_probes


def main():
    with open("crevasses.toml", "rb") as f:
        cfg = tomllib.load(f)["probing"]
    print(rope.lower_all(plan_probes(cfg["depths"]), cfg["start_method"]))


if __name__ == "__main__":
    main()

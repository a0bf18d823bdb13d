import tomllib
from pathlib import Path

from builder import YardPlanBuilder


def main():
    with open(Path(__file__).with_name("yard.toml"), "rb") as fh:
        cfg = tomllib.load(fh)["yard"]
    plan = (
        YardPlanBuilder(cfg["name"])
        .with_bays(cfg["bays"], cfg["rows_per_bay"])
        .with_embedding(cfg["embedding"])
        .build()
    )
    for bay, rehandles in plan.simulate():
        print(f"{cfg['name']} bay {bay}: expected rehandles {rehandles:.3f}")


if __name__ == "__main__":
    main()

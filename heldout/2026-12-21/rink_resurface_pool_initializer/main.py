import tomllib

from grain import ice_grain
from workers import make_pool, sheet_roughness


def main():
    with open("resurface.toml", "rb") as f:
        cfg = tomllib.load(f)
    grain = ice_grain(cfg["model"]["width"], cfg["model"]["history"])
    p = cfg["pool"]
    with make_pool(p["workers"], p["child_threads"]) as pool:
        for sheet, r in pool.starmap(sheet_roughness, [(s, p["rows"], grain) for s in p["sheets"]]):
            print(f"sheet {sheet}: roughness {r:.3f}")


if __name__ == "__main__":
    main()

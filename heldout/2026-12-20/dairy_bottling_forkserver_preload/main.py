import tomllib

from pools import bottling_pool
from quality import product_drift, sensor_baseline


def main():
    with open("bottling.toml", "rb") as f:
        cfg = tomllib.load(f)
    basis = sensor_baseline(cfg["line"]["bottles"], cfg["line"]["sensors"])
    with bottling_pool(cfg["pool"]) as pool:
        drifts = pool.starmap(product_drift, [(p, basis) for p in cfg["line"]["products"]])
    for product, drift in drifts:
        print(f"{product:10} sensor drift {drift}")


if __name__ == "__main__":
    main()

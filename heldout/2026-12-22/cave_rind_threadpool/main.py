import tomllib

from brushing import brush_all
from wash import brine_wash


def main():
    with open("rinds.toml", "rb") as f:
        cfg = tomllib.load(f)
    w = cfg["wash"]
    wash = brine_wash(w["rows"], w["width"])
    print(f"wash peak {wash.max():.4f}", flush=True)
    b = cfg["brushing"]
    for wheel, tack in brush_all(b["workers"], b["wheels"], b["rows"], w["width"]):
        print(f"wheel {wheel}: tack {tack:.2f}")


if __name__ == "__main__":
    main()

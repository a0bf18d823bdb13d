import tomllib

import yard
from layout import Layout


def main():
    with open("layout.toml", "rb") as f:
        cfg = tomllib.load(f)
    layout = Layout(**cfg["survey"])
    print("steepest", float(layout.gradient.abs().max()))
    print("shunts", yard.shunt_all(cfg["yard"]["shunters"], cfg["yard"]["size"]))


if __name__ == "__main__":
    main()

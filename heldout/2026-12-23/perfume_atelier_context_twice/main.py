import tomllib

import steps
from atelier import Atelier


def main():
    with open("atelier.toml", "rb") as fh:
        cfg = tomllib.load(fh)
    atelier = Atelier(cfg["atelier"]["start_method"], cfg["atelier"]["workers"])
    print("macerated", steps.macerate(atelier, cfg["macerate"]["flowers"]))
    print("distilled", steps.distil(atelier, cfg["distil"]["passes"]))


if __name__ == "__main__":
    main()

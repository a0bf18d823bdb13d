"""Choose the best-fitting mould, then cast it."""
import configparser
from pathlib import Path

import casting
import scoring


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("moulds.ini"))
    m = cfg["moulds"]
    names = [n.strip() for n in m["names"].split(",")]
    best = max(names, key=scoring.make_fit(m.getint("points"), m.getint("templates"), m.getint("dims")))
    print("best", best)
    print(casting.pour(best, cfg.getint("casting", "casters"), cfg.getint("casting", "side")))


if __name__ == "__main__":
    main()

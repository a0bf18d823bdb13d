"""Configure the start method once, roll, hammer."""
import configparser
import multiprocessing as mp
from pathlib import Path

import sheets
import smiths


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("smithy.ini"))
    s = cfg["smithy"]
    mp.set_start_method(s["method"])
    print("rolled", sheets.roll(s.getint("rows"), s.getint("width")))
    print(smiths.hammer_all(s.getint("smiths"), s.getint("side")))


if __name__ == "__main__":
    main()

"""Finish the day's pairs."""
import configparser
from pathlib import Path

import bench


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("bench.ini"))
    b = cfg["bench"]
    print(bench.finish(b["context"], b.getint("polish"), b.getint("pairs")))


if __name__ == "__main__":
    main()

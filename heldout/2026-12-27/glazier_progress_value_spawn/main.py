"""Fire the kiln loads and report progress."""
import configparser
from pathlib import Path

import kiln
from progress import Progress


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("kiln.ini"))
    k = cfg["kiln"]
    print(kiln.fire_all(k["context"], k.getint("firings"), Progress()))


if __name__ == "__main__":
    main()

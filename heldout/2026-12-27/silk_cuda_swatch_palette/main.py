"""Load the palette, then steep."""
import configparser
from pathlib import Path

import vats
from palette import Palette


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("swatches.ini"))
    palette = Palette(cfg["device"]["prefer"], cfg.getint("vats", "side"))
    print("brightest", palette.brightest(), palette.dev)
    print(vats.steep(cfg.getint("vats", "count"), cfg.getint("vats", "side"), palette.dev))


if __name__ == "__main__":
    main()

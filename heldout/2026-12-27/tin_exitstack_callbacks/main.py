"""Arm the workshop's clean-up callbacks; they run when the stack closes (last registered first)."""
import configparser
import contextlib
from pathlib import Path

import solder
import tinning


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("sheets.ini"))
    with contextlib.ExitStack() as stack:
        stack.callback(print, "workshop closed")
        stack.callback(solder.fan_out, cfg.getint("solder", "joints"), cfg.getint("solder", "side"))
        stack.callback(tinning.anneal, cfg.getint("sheets", "rows"), cfg.getint("sheets", "width"))
        print("callbacks armed")


if __name__ == "__main__":
    main()

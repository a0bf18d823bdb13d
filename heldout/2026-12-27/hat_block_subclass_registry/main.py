"""Block a hat of the kind named in blocks.ini."""
import configparser
from pathlib import Path

import felt  # noqa: F401  (registers FeltBlock)
from blocks import REGISTRY


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("blocks.ini"))
    section = cfg["block"]
    block = REGISTRY[section["kind"]](section)
    print(block.run())


if __name__ == "__main__":
    main()

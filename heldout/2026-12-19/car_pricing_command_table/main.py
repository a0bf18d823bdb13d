import configparser
from pathlib import Path

from commands import COMMANDS


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("fleet.ini"))
    state = {}
    for name in [c.strip() for c in cfg["run"]["commands"].split(",")]:
        print(f"== {name}")
        COMMANDS[name](cfg["fleet"], state)


if __name__ == "__main__":
    main()

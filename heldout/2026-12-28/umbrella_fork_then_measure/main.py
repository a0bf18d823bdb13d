import json

import canopy
from sewers import SewingRoom


def main():
    with open("umbrella.json") as f:
        cfg = json.load(f)
    room = SewingRoom(cfg["sewers"]).open()
    print("canopy %.3f" % canopy.measure(**cfg["canopy"]))
    print("sewers:", room.close())


if __name__ == "__main__":
    main()

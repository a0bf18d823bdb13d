import json

from brining import BrineRoom


def main():
    with open("brine.json") as f:
        cfg = json.load(f)
    room = BrineRoom(cfg["start_method"], cfg["workers"])
    print(dict(room.check(cfg["tanks"], cfg["salinity"])))


if __name__ == "__main__":
    main()

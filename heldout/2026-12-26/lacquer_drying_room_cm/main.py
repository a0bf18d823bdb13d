import configparser

from kiln import fire_all
from room import drying_room


def main():
    cfg = configparser.ConfigParser()
    cfg.read("drying.ini")
    room, kiln = cfg["room"], cfg["kiln"]
    with drying_room(room.getint("pieces"), room.getint("features"), room.getint("reference")) as closest:
        print("closest film:", float(closest.min()))
        print(fire_all(kiln.getint("trays"), kiln.getint("size")))


if __name__ == "__main__":
    main()

import configparser

from boiling import boil_all
from brine import Brine


def main():
    cfg = configparser.ConfigParser()
    cfg.read("brine.ini")
    brine = Brine(cfg.getint("brine", "rows"), cfg.getint("brine", "cols"))
    print("salinity", float(brine.salinity.mean()))
    print(boil_all(cfg.getint("boiling", "boilers"), cfg.getint("boiling", "size")))


if __name__ == "__main__":
    main()

import configparser

from bundles import bundle
from roofing import lay_courses


def main():
    cfg = configparser.ConfigParser()
    cfg.read("reeds.ini")
    stems, length = cfg.getint("bundle", "stems"), cfg.getint("bundle", "length")
    print("bundle spread", float(bundle(stems, length).trace()))
    print(lay_courses(cfg.getint("crew", "thatchers"), stems, length))


if __name__ == "__main__":
    main()

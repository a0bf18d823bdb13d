import configparser

import forksafe  # noqa: F401
import roasting
import rolling


def main():
    cp = configparser.ConfigParser()
    cp.read("truffles.ini")
    r = cp["roasting"]
    print("roast %.2f" % roasting.roast(r.getint("rows"), r.getint("width")))
    rl = cp["rolling"]
    print("rolled", len(rolling.roll_all(rl.getint("truffles"), rl.getint("workers"))))


if __name__ == "__main__":
    main()

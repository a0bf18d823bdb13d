import configparser
from contextlib import ExitStack

from landing import sort_boxes
from market import open_market, price


def main():
    cp = configparser.ConfigParser()
    cp.read("fleet.ini")
    land, mkt = cp["landing"], cp["market"]
    with ExitStack() as stack:
        stalls = stack.enter_context(open_market(mkt.getint("stalls")))
        print("sorted", sort_boxes(land.getint("boxes"), land.getint("width")))
        print("prices", stalls.map(price, [mkt.getint("tray")] * mkt.getint("stalls")))


if __name__ == "__main__":
    main()

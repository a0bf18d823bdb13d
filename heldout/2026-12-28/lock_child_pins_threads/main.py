import configparser

import survey
import cutting


def main():
    cp = configparser.ConfigParser()
    cp.read("shop.ini")
    s = cp["survey"]
    print("masters used:", survey.nearest_masters(s.getint("pins"), s.getint("dims"), s.getint("masters")))
    c = cp["cutting"]
    print("cutters:", cutting.cut_keys(c.getint("children"), c.getint("child_threads")))


if __name__ == "__main__":
    main()

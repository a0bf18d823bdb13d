import configparser

import drums
import finishing


def main():
    cp = configparser.ConfigParser()
    cp.read("drums.ini")
    d = cp["drums"]
    finishing.install(d.getint("finishers"), d.getint("finish_size"))
    print("tumbled", drums.tumble(d.getint("loads"), d.getint("hide")))
    drums.ring_bell()
    print("shift over")


if __name__ == "__main__":
    main()

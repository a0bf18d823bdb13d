import configparser

from render import render_sky


def main():
    cfg = configparser.ConfigParser()
    cfg.read("starfield.ini")
    r = cfg["render"]
    print("sky tiles", render_sky(r["start_method"], r.getint("tiles"), r.getint("stars_per_tile")))


if __name__ == "__main__":
    main()

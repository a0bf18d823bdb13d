import configparser

from channels import Channels
from render import render_sky


def main():
    cfg = configparser.ConfigParser()
    cfg.read("starfield.ini")
    r = cfg["render"]
    chans = Channels.open()
    sky = render_sky(r["start_method"], r.getint("tiles"), r.getint("stars_per_tile"), chans)
    print("sky tiles", sky)


if __name__ == "__main__":
    main()

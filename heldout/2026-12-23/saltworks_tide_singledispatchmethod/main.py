import configparser

import torch

import sluices
from tide import Tide


def main():
    cfg = configparser.ConfigParser()
    cfg.read("tide.ini")
    t = cfg["tide"]
    tide = Tide()
    tide.absorb(t.getint("spring_height_cm"))
    tide.absorb(torch.randn(t.getint("readings"), t.getint("gauges")))
    print("tide levels", tide.levels)
    print(sluices.open_all(cfg.getint("sluices", "count"), cfg.getint("sluices", "rows")))


if __name__ == "__main__":
    main()

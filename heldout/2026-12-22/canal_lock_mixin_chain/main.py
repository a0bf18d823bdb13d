import configparser

import torch

from chamber import FlightLock
from sluices import open_paddles


def main():
    cfg = configparser.ConfigParser()
    cfg.read("locks.ini")
    ch = cfg["chamber"]
    lock = FlightLock(ch["name"], ch.getint("gauge_width"))
    readings = torch.randn(ch.getint("gauge_rows"), lock.width)
    levels = lock.prepare(readings)
    print(lock.name, "->", "/".join(lock.ready), f"{levels.std():.3f}", flush=True)
    sl = cfg["sluices"]
    flows = open_paddles(lock, sl.getint("paddles"), sl.getint("paddle_rows"))
    print("flows", [round(f, 2) for f in flows])


if __name__ == "__main__":
    main()

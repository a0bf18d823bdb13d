import configparser

from beds import inoculate
from substrate import Substrate


def main():
    cfg = configparser.ConfigParser()
    cfg.read("substrate.ini")
    sub = Substrate(cfg.getint("substrate", "dim"), cfg.getint("substrate", "samples"))
    print(sub, f"moisture {sub.moisture:.3f}", flush=True)
    for bed, growth in inoculate(cfg.getint("beds", "count"), cfg.getint("beds", "rows"), sub.dim):
        print(f"bed {bed}: {growth:.3f}")


if __name__ == "__main__":
    main()

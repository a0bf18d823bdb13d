import configparser
import multiprocessing as mp

from locks import cycle_all
from pound import fit_pound


def main():
    cfg = configparser.ConfigParser()
    cfg.read("canal.ini")
    mp.set_start_method(cfg["runtime"]["start_method"])
    pound = fit_pound(cfg.getint("pound", "rows"), cfg.getint("pound", "width"))
    print(f"pound spread {pound.diagonal().mean():.3f}", flush=True)
    for lock, level in cycle_all(cfg.getint("locks", "count"), cfg.getint("locks", "rows"), pound.shape[0]):
        print(f"lock {lock}: {level:.2f}")


if __name__ == "__main__":
    main()

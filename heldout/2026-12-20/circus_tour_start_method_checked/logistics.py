import configparser
import multiprocessing

from mp_setup import ensure_start_method


def trucks_needed(town):
    return town, 6 + len(town) % 3


def plan(path):
    cfg = configparser.ConfigParser()
    cfg.read(path)
    ensure_start_method(cfg.get("runtime", "start_method"))
    towns = [t.strip() for t in cfg.get("tour", "towns").split(",")]
    with multiprocessing.Pool(2) as pool:
        return pool.map(trucks_needed, towns)

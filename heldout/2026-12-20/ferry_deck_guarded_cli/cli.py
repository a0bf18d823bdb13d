import configparser
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from loading import pack_lane


def run(path="deck.ini"):
    cfg = configparser.ConfigParser()
    cfg.read(path)
    ctx = multiprocessing.get_context(cfg.get("pool", "start_method"))
    lanes = list(range(1, cfg.getint("deck", "lanes") + 1))
    length = cfg.getint("deck", "lane_length_m")
    with ProcessPoolExecutor(max_workers=cfg.getint("pool", "workers"), mp_context=ctx) as ex:
        plan = list(ex.map(pack_lane, lanes, [length] * len(lanes)))
    for lane, n, used in plan:
        print(f"lane {lane}: {n} vehicles, {used} m")

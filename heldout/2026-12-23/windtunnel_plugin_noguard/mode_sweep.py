import math
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor


def lift_coefficient(angle):
    return angle, round(2 * math.pi * math.radians(angle), 4)


def run(cfg):
    ctx = mp.get_context(cfg["start_method"])
    with ProcessPoolExecutor(max_workers=cfg["workers"], mp_context=ctx) as ex:
        return dict(ex.map(lift_coefficient, cfg["angles"]))

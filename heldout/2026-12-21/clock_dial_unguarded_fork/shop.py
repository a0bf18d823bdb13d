import configparser
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from dials import restore_hours

cfg = configparser.ConfigParser()
cfg.read("dials.ini")
SECTION = cfg["restore"]


def estimate():
    dials = [d.strip() for d in SECTION["dials"].split(",")]
    with ProcessPoolExecutor(2, mp_context=mp.get_context(SECTION["start_method"])) as ex:
        return list(ex.map(restore_hours, dials))

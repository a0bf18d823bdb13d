import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from .coating import coat


def enrobe(start, workers, bars):
    ctx = mp.get_context(start)
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
        return list(ex.map(coat, range(bars)))

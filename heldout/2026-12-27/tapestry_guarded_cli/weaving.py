"""Weave rows in a pool of the configured start method."""
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor


def _weave(row):
    return sum((i * 7) % 13 for i in range(row))


def weave_all(method, workers, rows):
    with ProcessPoolExecutor(max_workers=workers, mp_context=mp.get_context(method)) as ex:
        return list(ex.map(_weave, rows))

import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor


def run_parallel(fn, items, workers=2):
    with ProcessPoolExecutor(max_workers=workers, mp_context=mp.get_context("spawn")) as ex:
        return list(ex.map(fn, items))

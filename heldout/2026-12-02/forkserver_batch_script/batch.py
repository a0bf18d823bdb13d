import multiprocessing
from concurrent.futures import ProcessPoolExecutor


def run_batches(fn, items, workers=2):
    ctx = multiprocessing.get_context("forkserver")
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
        return list(ex.map(fn, items))

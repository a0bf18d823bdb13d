import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from aggregates import AGGREGATES


def summarise(signals, aggregate, samples):
    fn = AGGREGATES[aggregate]
    with ProcessPoolExecutor(max_workers=2, mp_context=mp.get_context("forkserver")) as ex:
        futures = [ex.submit(fn, s, samples) for s in signals]
        return [f.result() for f in futures]

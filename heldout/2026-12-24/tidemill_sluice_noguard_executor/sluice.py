import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager


def open_gate(minutes):
    return minutes * 60 * 1.5


@contextmanager
def gate_crew(start_method, gates):
    pool = ProcessPoolExecutor(gates, mp_context=mp.get_context(start_method))
    try:
        yield pool
    finally:
        pool.shutdown(cancel_futures=True)

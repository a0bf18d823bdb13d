import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import sync
from work import lay_course


def run_gang(cfg):
    barrier = sync.make_barrier(cfg["thatchers"])
    ctx = multiprocessing.get_context(cfg["start_method"])
    with ProcessPoolExecutor(cfg["thatchers"], mp_context=ctx,
                             initializer=sync.join_gang, initargs=(barrier,)) as ex:
        futures = [ex.submit(lay_course, n) for n in cfg["courses"]]
        return [f.result() for f in futures]

import functools
import multiprocessing


@functools.lru_cache(maxsize=None)
def context(method):
    multiprocessing.set_start_method(method)
    return multiprocessing.get_context()

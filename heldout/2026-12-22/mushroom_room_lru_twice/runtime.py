import multiprocessing as mp
from functools import lru_cache


@lru_cache(maxsize=None)
def context_for(method):
    mp.set_start_method(method)
    return mp.get_context()

import functools
import multiprocessing as mp


@functools.lru_cache(maxsize=None)
def context(start):
    return mp.get_context(start)


@functools.lru_cache(maxsize=None)
def tripped(start):
    """One shared alarm flag per start method, made from that method's context."""
    return context(start).Event()

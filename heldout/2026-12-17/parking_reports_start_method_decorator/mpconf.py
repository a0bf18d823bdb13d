import functools
import multiprocessing as mp


def with_start_method(method):
    """Make sure multiprocessing uses `method` before the decorated command runs."""
    def deco(fn):
        @functools.wraps(fn)
        def inner(*args, **kwargs):
            mp.set_start_method(method)
            return fn(*args, **kwargs)
        return inner
    return deco

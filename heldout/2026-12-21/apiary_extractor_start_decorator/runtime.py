import functools
import multiprocessing as mp


def requires_start_method(method):
    """Decorator: make sure multiprocessing uses `method` before the wrapped step runs."""
    def wrap(fn):
        @functools.wraps(fn)
        def inner(*args, **kwargs):
            mp.set_start_method(method)
            return fn(*args, **kwargs)
        return inner
    return wrap

import time


def timed(fn):
    def wrapper(*args, **kwargs):
        t0 = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            wrapper.last_s = time.perf_counter() - t0
    wrapper.last_s = None
    return wrapper

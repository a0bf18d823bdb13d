import time

TIMINGS = {}


def timed(label):
    def decorate(fn):
        def wrapper(*args, **kwargs):
            t0 = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                TIMINGS.setdefault(label, []).append(time.perf_counter() - t0)
        return wrapper
    return decorate

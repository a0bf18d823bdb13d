import time


def timed(fn):
    def inner(*args, **kwargs):
        started = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            print(f"{fn.__name__} took {time.perf_counter() - started:.3f}s", flush=True)
    return inner

import functools
import time


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        t0 = time.perf_counter()
        result = fn(*args, **kwargs)
        print(f"[{fn.__name__}] {args[0]} done in {time.perf_counter() - t0:.2f}s", flush=True)
        return result
    return wrapper

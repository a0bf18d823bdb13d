import functools
import time


def audited(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        t0 = time.perf_counter()
        out = fn(*args, **kwargs)
        print(f"[audit] {fn.__name__}{args[:1]} {time.perf_counter() - t0:.3f}s", flush=True)
        return out
    return wrapper

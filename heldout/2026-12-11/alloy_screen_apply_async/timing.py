import time
from contextlib import contextmanager


@contextmanager
def stopwatch(label):
    t0 = time.perf_counter()
    try:
        yield
    finally:
        print(f"[{label}] {time.perf_counter() - t0:.2f}s")

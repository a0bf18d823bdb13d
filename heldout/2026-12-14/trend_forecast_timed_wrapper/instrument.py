import time


def timed(fn):
    """Wrap a worker entry point so that it reports its wall time."""
    def run_and_report(*args, **kwargs):
        t0 = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            print(f"{fn.__name__}{args} took {time.perf_counter() - t0:.2f}s", flush=True)
    return run_and_report

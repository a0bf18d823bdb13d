import functools


class ExportBudgetExceeded(Exception):
    pass


def retry(times, on):
    """Re-run the wrapped call with attempt=1, 2, ... while it raises `on`."""
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, attempt=attempt, **kwargs)
                except on as exc:
                    print(f"attempt {attempt} failed: {exc}", flush=True)
            raise RuntimeError("export failed")
        return wrapper
    return deco

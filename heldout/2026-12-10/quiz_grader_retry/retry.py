import functools
import time


class CalibrationDrift(Exception):
    pass


def retry(times, on_retry=None, delay=0.1):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except CalibrationDrift as exc:
                    if attempt == times:
                        raise
                    print(f"attempt {attempt} failed: {exc}; retrying", flush=True)
                    if on_retry is not None:
                        on_retry(*args, **kwargs)
                    time.sleep(delay)
        return wrapper
    return deco

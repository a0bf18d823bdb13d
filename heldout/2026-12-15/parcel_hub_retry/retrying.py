import functools
import time


class CapacityExceeded(RuntimeError):
    pass


def retry(times=3, delay=0.05):
    def wrap(fn):
        @functools.wraps(fn)
        def inner(*args, **kwargs):
            for attempt in range(times):
                try:
                    return fn(*args, attempt=attempt, **kwargs)
                except CapacityExceeded as exc:
                    print(f"attempt {attempt} failed: {exc}")
                    time.sleep(delay)
            raise RuntimeError("gave up")
        return inner
    return wrap

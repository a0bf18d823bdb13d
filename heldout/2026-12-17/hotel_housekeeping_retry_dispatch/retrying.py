"""A small retry decorator used around every call that talks to the front-desk system."""
import functools
import time


class TransientDesk(Exception):
    """The front desk returned a stale roster; refreshing usually fixes it."""


def retry(exc, attempts=3, delay=0.05, on_retry=None):
    def wrap(fn):
        @functools.wraps(fn)
        def inner(*args, **kwargs):
            for attempt in range(1, attempts + 1):
                try:
                    return fn(*args, **kwargs)
                except exc as err:
                    if attempt == attempts:
                        raise
                    print(f"{fn.__name__}: attempt {attempt} failed ({err}), retrying", flush=True)
                    if on_retry:
                        on_retry(*args)
                    time.sleep(delay)
        return inner
    return wrap

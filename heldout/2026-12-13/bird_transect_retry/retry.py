import functools


class TooLargeForOneProcess(RuntimeError):
    pass


def retry(on, attempts=2):
    """Call fn(..., attempt=i) again when it raises one of `on`."""
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(attempts):
                try:
                    return fn(*args, attempt=attempt, **kwargs)
                except on as exc:
                    print(f"{fn.__name__}: attempt {attempt} gave up ({exc}), retrying")
                    last = exc
            raise last
        return wrapper
    return deco

import functools


def retry(times, on=(ValueError,), cleanup=None):
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args)
                except on as err:
                    if attempt == times:
                        raise
                    if cleanup is not None:
                        args = cleanup(err, args)
        return wrapper
    return decorate

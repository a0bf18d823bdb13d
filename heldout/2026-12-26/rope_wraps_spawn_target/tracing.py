import functools
import logging

log = logging.getLogger("ropewalk")


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        log.info("start %s%r", fn.__name__, args[:2])
        result = fn(*args, **kwargs)
        log.info("done %s", fn.__name__)
        return result
    return wrapper

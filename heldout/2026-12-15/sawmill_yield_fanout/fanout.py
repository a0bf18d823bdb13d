import functools
import multiprocessing

_TARGETS = {}


def _call(job):
    name, item = job
    return _TARGETS[name](item)


def fan_out(processes=2):
    """Turn a per-item function into one that takes a list and runs items in a pool."""
    def deco(fn):
        key = f"{fn.__module__}.{fn.__qualname__}"
        _TARGETS[key] = fn

        @functools.wraps(fn)
        def many(items):
            with multiprocessing.Pool(processes) as pool:
                return pool.map(_call, [(key, it) for it in items])

        many.one = fn
        return many
    return deco

import json
import multiprocessing as mp

with open("choc.json") as _f:
    SETTINGS = json.load(_f)


def runs_under(method):
    """Marks a production stage as needing this process start method."""

    def wrap(fn):
        mp.set_start_method(method)
        fn.start_method = method
        return fn

    return wrap

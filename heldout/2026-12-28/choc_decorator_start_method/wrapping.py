import multiprocessing as mp

from startup import SETTINGS, runs_under


def _wrap(index):
    return index + 1


@runs_under(SETTINGS["wrapping"]["method"])
def wrap_all():
    with mp.Pool(SETTINGS["wrapping"]["wrappers"]) as pool:
        return pool.map(_wrap, range(4))

import itertools
from multiprocessing import Pool

from .objective import trial


def grid_search(lrs, epss, procs=2):
    with Pool(procs) as pool:
        return pool.starmap(trial, itertools.product(lrs, epss))

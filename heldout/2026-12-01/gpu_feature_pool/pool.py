import multiprocessing as mp

import config


def map_features(fn, items):
    with mp.Pool(config.WORKERS) as pool:
        return pool.map(fn, items)

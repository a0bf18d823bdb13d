import multiprocessing as mp

import keepers


def run(method, workers, names):
    ctx = mp.get_context(method)
    with ctx.Pool(workers, initializer=keepers.init_keeper, initargs=(keepers.LOG_LOCK,)) as pool:
        return pool.map(keepers.open_sluice, names)

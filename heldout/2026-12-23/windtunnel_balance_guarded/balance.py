import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor


def strain(load):
    return load, round(load * 0.0021 / (1 + load * 0.01), 6)


def calibrate(method, workers, loads):
    with ProcessPoolExecutor(max_workers=workers, mp_context=mp.get_context(method)) as ex:
        return dict(ex.map(strain, loads))

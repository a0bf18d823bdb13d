import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor


def _dip(candle, coats):
    thickness = 0.0
    for _ in range(coats):
        thickness += 0.5 / (candle + 1)
    return round(thickness, 3)


def make_dipper(section):
    method = section["method"]
    workers = section.getint("workers")
    coats = section.getint("coats")

    def dip(candles):
        with ProcessPoolExecutor(workers, mp_context=mp.get_context(method)) as ex:
            futures = [ex.submit(_dip, c, coats) for c in candles]
            return [f.result() for f in futures]

    return dip

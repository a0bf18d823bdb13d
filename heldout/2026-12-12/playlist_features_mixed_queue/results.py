import multiprocessing as mp

RESULTS = mp.Queue()


def collect(n):
    return [RESULTS.get(timeout=60) for _ in range(n)]

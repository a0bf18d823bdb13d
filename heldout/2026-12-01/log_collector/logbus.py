import multiprocessing as mp

LOG_QUEUE = mp.Queue()


def drain(n):
    return [LOG_QUEUE.get(timeout=30) for _ in range(n)]

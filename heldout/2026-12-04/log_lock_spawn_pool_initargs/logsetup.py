import multiprocessing

_LOCK = None


def make_log_lock():
    return multiprocessing.Lock()


def init_worker(lock):
    global _LOCK
    _LOCK = lock


def log(msg):
    with _LOCK:
        print(msg, flush=True)

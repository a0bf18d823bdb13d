import multiprocessing as mp

LOG_LOCK = mp.Lock()
_lock = None


def init_keeper(lock):
    global _lock
    _lock = lock


def open_sluice(name):
    with _lock:
        print(f"{name}: paddles drawn", flush=True)
    return name, len(name) % 3

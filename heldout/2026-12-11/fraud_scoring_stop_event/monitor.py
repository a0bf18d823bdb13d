import multiprocessing as mp

STOP = mp.Event()


def install(stop):
    global STOP
    STOP = stop


def should_stop():
    return STOP.is_set()

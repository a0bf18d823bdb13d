import multiprocessing as mp

SIGNALS = {}


def signal_for(name):
    if name not in SIGNALS:
        SIGNALS[name] = mp.Event()
    return SIGNALS[name]

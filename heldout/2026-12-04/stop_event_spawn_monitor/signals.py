import multiprocessing

STOP = multiprocessing.Event()

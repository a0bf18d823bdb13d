import multiprocessing

# set by the signal handler; workers poll it between items
STOP = multiprocessing.Event()

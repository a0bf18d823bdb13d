import multiprocessing

PICK_QUEUE = multiprocessing.Queue()

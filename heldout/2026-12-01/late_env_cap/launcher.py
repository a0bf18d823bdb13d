import multiprocessing as mp
import os


def limit_threads():
    os.environ["OMP_NUM_THREADS"] = "1"


def launch(fn, n=2):
    limit_threads()
    procs = [mp.Process(target=fn, args=(r,)) for r in range(n)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()

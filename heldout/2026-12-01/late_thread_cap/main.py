import multiprocessing as mp

from warm import warm_up
from worker import BatchWorker

if __name__ == "__main__":
    print("warm", round(warm_up(), 2))
    procs = [mp.Process(target=BatchWorker(r)) for r in range(2)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()

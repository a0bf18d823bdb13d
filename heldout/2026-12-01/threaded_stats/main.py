import multiprocessing as mp

from stats import StatsThread
from tasks import task

if __name__ == "__main__":
    t = StatsThread()
    t.start()
    t.join()
    print("stats", t.result)
    with mp.Pool(2) as pool:
        print([round(v, 2) for v in pool.map(task, range(4))])

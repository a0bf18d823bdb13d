import multiprocessing

from phenology import bloom_dates
from workers import YieldEstimator

TREES, DAYS, BLOCKS = 2000, 120, 3

if __name__ == "__main__":
    bloom = bloom_dates(TREES, DAYS)
    print("median bloom day", int(bloom.median()))
    shared = multiprocessing.Array("d", BLOCKS)
    procs = [YieldEstimator(b, shared) for b in range(BLOCKS)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    print("yield index", [round(v, 4) for v in shared])

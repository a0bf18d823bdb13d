import multiprocessing as mp
import time


class BatchScheduler:
    """Fans a task out over argument tuples and times the batch."""

    def __init__(self, workers):
        self.workers = workers
        self.history = []

    def run(self, fn, jobs):
        t0 = time.perf_counter()
        with mp.Pool(self.workers) as pool:
            out = pool.starmap(fn, jobs)
        self.history.append((fn.__name__, len(jobs), time.perf_counter() - t0))
        return out

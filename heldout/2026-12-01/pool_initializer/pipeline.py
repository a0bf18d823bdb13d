import multiprocessing as mp

from stats import compute_channel_stats
from transforms import process_batch
from worker_init import init_worker


class Pipeline:
    def __init__(self, workers=2):
        self.workers = workers
        self.mean, self.std = compute_channel_stats()

    def run(self, n):
        with mp.Pool(self.workers, initializer=init_worker) as pool:
            return pool.map(process_batch, [(i, self.mean, self.std) for i in range(n)])

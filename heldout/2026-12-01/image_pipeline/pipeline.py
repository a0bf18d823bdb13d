import multiprocessing as mp

from stats import compute_channel_stats
from transforms import process_batch


class Pipeline:
    def __init__(self, workers=2):
        self.workers = workers
        self.mean, self.std = compute_channel_stats()

    def run(self, num_batches):
        pool = mp.Pool(self.workers)
        try:
            jobs = [(i, self.mean, self.std) for i in range(num_batches)]
            return list(pool.imap(process_batch, jobs))
        finally:
            pool.close()
            pool.join()

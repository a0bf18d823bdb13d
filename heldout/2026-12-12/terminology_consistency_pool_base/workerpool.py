import multiprocessing as mp

import torch


def _one_thread_per_worker():
    torch.set_num_threads(1)


class PooledJob:
    """Base for corpus jobs: `items` are mapped through `process` in a worker pool."""

    workers = 2
    initializer = staticmethod(_one_thread_per_worker)

    def process(self, item):
        raise NotImplementedError

    def run(self, items):
        with mp.Pool(self.workers, initializer=self.initializer) as pool:
            return pool.map(self.process, items)

import os
from concurrent.futures import ProcessPoolExecutor


class FeatureExecutor:
    """Process pool for per-segment feature jobs; start() checks the workers come up."""

    def __init__(self, workers=2):
        self.workers = workers
        self.pool = None

    def start(self):
        self.pool = ProcessPoolExecutor(max_workers=self.workers)
        pid = self.pool.submit(os.getpid).result(timeout=30)
        assert pid != os.getpid()
        return self

    def map(self, fn, *iterables):
        return list(self.pool.map(fn, *iterables))

    def close(self):
        self.pool.shutdown()

import os
from concurrent.futures import ProcessPoolExecutor


class TrapWorkers:
    """Owns the executor; the constructor runs a health check so the workers exist from the start."""

    def __init__(self, workers):
        self.ex = ProcessPoolExecutor(max_workers=workers)
        self.worker_pid = self.ex.submit(os.getpid).result()

    def map(self, fn, *iterables):
        return list(self.ex.map(fn, *iterables))

    def close(self):
        self.ex.shutdown()

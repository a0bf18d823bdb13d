from concurrent.futures import ProcessPoolExecutor


class ParallelMap:
    """Callable wrapper that starts its worker pool on first use."""

    def __init__(self, workers=2, chunksize=1):
        self.workers = workers
        self.chunksize = chunksize
        self._executor = None

    def __call__(self, fn, items):
        if self._executor is None:
            self._executor = ProcessPoolExecutor(max_workers=self.workers)
        return list(self._executor.map(fn, items, chunksize=self.chunksize))

    def close(self):
        if self._executor is not None:
            self._executor.shutdown()
            self._executor = None

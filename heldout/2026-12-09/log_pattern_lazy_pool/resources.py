import multiprocessing.pool


class LazyResources:
    """Creates heavy resources on first attribute access."""

    def __init__(self, workers):
        self._workers = workers

    def __getattr__(self, name):
        if name == "pool":
            self.pool = multiprocessing.pool.Pool(self._workers)
            return self.pool
        raise AttributeError(name)

    def close(self):
        if "pool" in self.__dict__:
            self.pool.close()
            self.pool.join()

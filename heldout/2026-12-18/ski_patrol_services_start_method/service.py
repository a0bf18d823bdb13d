import multiprocessing as mp


class WorkerService:
    """Base for long-running patrol services; each owns a small process pool."""

    start_method = "spawn"
    workers = 2

    def __init__(self):
        mp.set_start_method(self.start_method)
        self.pool = mp.Pool(self.workers)

    def run(self, items):
        return self.pool.map(self.task, items)

    def close(self):
        self.pool.close()
        self.pool.join()

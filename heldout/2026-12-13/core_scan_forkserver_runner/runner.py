import multiprocessing as mp


class JobRunner:
    def __init__(self, start_method="forkserver", workers=2):
        self.ctx = mp.get_context(start_method)
        self.workers = workers

    def map(self, task, items):
        with self.ctx.Pool(self.workers) as pool:
            return pool.map(task, items)

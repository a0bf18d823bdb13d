import multiprocessing


class PanelRunner:
    def __init__(self, config):
        self.workers = config.get("workers", 2)
        self.ctx = multiprocessing.get_context(config.get("start_method", "spawn"))

    def run(self, fn, jobs):
        with self.ctx.Pool(self.workers) as pool:
            return pool.map(fn, jobs)

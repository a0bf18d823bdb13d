import multiprocessing


class Evaluator:
    def __init__(self, metric, workers=2):
        self.metric = metric
        self.ctx = multiprocessing.get_context("spawn")
        self.workers = workers

    def run(self, seeds):
        with self.ctx.Pool(self.workers) as pool:
            return sorted(pool.map(self.metric, seeds))

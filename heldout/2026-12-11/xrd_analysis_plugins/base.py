import multiprocessing as mp


class Analysis:
    workers = 2
    start_method = "fork"

    def prepare(self, patterns):
        raise NotImplementedError

    def task(self, chunk, reference):
        raise NotImplementedError

    def run(self, patterns):
        reference = self.prepare(patterns)
        ctx = mp.get_context(self.start_method)
        with ctx.Pool(self.workers) as pool:
            return pool.starmap(self.task, [(c, reference) for c in patterns.chunk(self.workers)])

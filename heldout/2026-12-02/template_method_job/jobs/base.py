import multiprocessing


class Job:
    """run() = prepare() in the parent, launch() the shard workers, finish() to merge."""

    start_method = "fork"
    n_shards = 2

    def __init__(self):
        self.ctx = multiprocessing.get_context(self.start_method)
        self.results = self.ctx.Queue()

    def prepare(self):
        pass

    def worker_args(self, shard):
        return (shard,)

    def launch(self):
        procs = []
        for shard in range(self.n_shards):
            proc = self.ctx.Process(target=self.worker_fn, args=self.worker_args(shard) + (self.results,))
            proc.start()
            procs.append(proc)
        return procs

    def finish(self, procs):
        out = sorted(self.results.get() for _ in procs)
        for proc in procs:
            proc.join()
        return out

    def run(self):
        self.prepare()
        procs = self.launch()
        return self.finish(procs)

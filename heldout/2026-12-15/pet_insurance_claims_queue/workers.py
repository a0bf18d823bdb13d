import multiprocessing


class AssessorPool:
    def __init__(self, batches, start_method="spawn"):
        self.ctx = multiprocessing.get_context(start_method)
        self.results = self.ctx.Queue()
        self.batches = batches

    def run(self, target):
        procs = [self.ctx.Process(target=target, args=(b, n, self.results)) for b, n in self.batches.items()]
        for p in procs:
            p.start()
        rows = sorted(self.results.get() for _ in procs)
        for p in procs:
            p.join()
        return rows

import multiprocessing as mp


class Dispatcher:
    def __init__(self, start_method="spawn"):
        self.ctx = mp.get_context(start_method)

    def best_scores(self, scorer, order_batches):
        out = self.ctx.Queue()
        procs = [self.ctx.Process(target=scorer, args=(batch, out)) for batch in order_batches]
        for p in procs:
            p.start()
        scores = [out.get() for _ in procs]
        for p in procs:
            p.join()
        return sorted(scores)

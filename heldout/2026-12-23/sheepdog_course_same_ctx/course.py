import multiprocessing as mp


def run_course(handler, points, results):
    faults = sum(map(ord, handler)) % 13
    results.put((handler, points - faults))


class Course:
    def __init__(self, start_method):
        self.ctx = mp.get_context(start_method)
        self.results = self.ctx.Queue()

    def run(self, handlers, points):
        runs = [self.ctx.Process(target=run_course, args=(h, points, self.results)) for h in handlers]
        for r in runs:
            r.start()
        scores = dict(self.results.get() for _ in runs)
        for r in runs:
            r.join()
        return scores

import multiprocessing


class BaseJob:
    workers = 2

    def prepare(self):
        self.prepared = True

    def run(self):
        self.prepare()
        return self.launch()

    def launch(self):
        return [self.work(i) for i in range(self.workers)]


class ProcessMixin:
    def launch(self):
        ctx = multiprocessing.get_context()
        queue = ctx.Queue()
        procs = [ctx.Process(target=self._entry, args=(i, queue)) for i in range(self.workers)]
        for p in procs:
            p.start()
        results = sorted(queue.get() for _ in procs)
        for p in procs:
            p.join()
        return results

    def _entry(self, i, queue):
        queue.put(self.work(i))

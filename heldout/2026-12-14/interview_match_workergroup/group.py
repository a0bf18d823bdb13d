import multiprocessing


class WorkerGroup:
    """Fixed set of worker processes fed through a task queue."""

    def __init__(self, target, size):
        self.tasks = multiprocessing.Queue()
        self.results = multiprocessing.Queue()
        self._workers = [multiprocessing.Process(target=target, args=(self.tasks, self.results), daemon=True)
                         for _ in range(size)]

    def __enter__(self):
        for w in self._workers:
            w.start()
        return self

    def __exit__(self, *exc):
        for _ in self._workers:
            self.tasks.put(None)
        for w in self._workers:
            w.join()

import multiprocessing as mp


class StationRunner:
    """Runs one task per station in its own process and collects the results."""

    def __init__(self, max_parallel=2):
        self.max_parallel = max_parallel
        self._queue = mp.Queue()

    def _call(self, task, key, payload):
        self._queue.put((key, task(payload)))

    def map(self, task, items):
        results = {}
        items = list(items)
        for start in range(0, len(items), self.max_parallel):
            batch = items[start:start + self.max_parallel]
            procs = [mp.Process(target=self._call, args=(task, key, payload)) for key, payload in batch]
            for p in procs:
                p.start()
            for _ in procs:
                key, value = self._queue.get()
                results[key] = value
            for p in procs:
                p.join()
        return results

from concurrent.futures import ProcessPoolExecutor


class BackgroundJobs:
    """Tiny wrapper so scripts can fire-and-collect work without managing futures."""

    def __init__(self, max_workers=2):
        self._pool = ProcessPoolExecutor(max_workers=max_workers)
        self._futures = []

    def submit(self, fn, *args):
        self._futures.append(self._pool.submit(fn, *args))

    def results(self):
        out = [f.result() for f in self._futures]
        self._pool.shutdown()
        return out

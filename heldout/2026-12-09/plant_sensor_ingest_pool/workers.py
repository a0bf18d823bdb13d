import multiprocessing

import torch


def drift_score(item):
    line_id, readings, center = item
    drift = (readings - center).abs().mean(dim=0)
    return line_id, round(float(drift.max()), 3)


class WorkerPool:
    def __init__(self, size, start_method="fork"):
        self.size = size
        self.start_method = start_method
        self._pool = None

    def __enter__(self):
        ctx = multiprocessing.get_context(self.start_method)
        self._pool = ctx.Pool(self.size)
        return self

    def map(self, fn, items):
        return self._pool.map(fn, items)

    def __exit__(self, *exc):
        self._pool.close()
        self._pool.join()

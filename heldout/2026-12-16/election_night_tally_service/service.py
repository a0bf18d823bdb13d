import multiprocessing as mp

import torch

from counting import precinct_shares


class TallyService:
    """Long-lived tally service; the worker pool is created on the first tally and reused."""

    def __init__(self, workers):
        self.workers = workers
        self.swing_cap = None
        self._pool = None

    def calibrate(self, margins):
        ordered, _ = torch.sort(margins, dim=1)
        self.swing_cap = float(ordered[:, int(0.95 * ordered.shape[1])].mean())

    def _ensure_pool(self):
        if self._pool is None:
            self._pool = mp.Pool(self.workers, maxtasksperchild=50)
        return self._pool

    def tally(self, batch):
        pool = self._ensure_pool()
        parts = pool.map(precinct_shares, batch.chunk(self.workers))
        totals = torch.stack(parts).sum(0)
        leader = int(totals.argmax())
        return leader, float(totals[leader] / totals.sum())

    def close(self):
        if self._pool is not None:
            self._pool.terminate()
            self._pool.join()

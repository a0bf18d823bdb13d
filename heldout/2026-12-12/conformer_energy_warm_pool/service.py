import os
from concurrent.futures import ProcessPoolExecutor

from forcefield import conformers, lj_energy


def _ping():
    return os.getpid()


def minimise_batch(seed, n_conf, atoms):
    e = lj_energy(conformers(n_conf, atoms, seed))
    return seed, float(e.min())


class ConformerService:
    """Keeps a pool of ready workers; warmed up at construction so that the first
    request does not pay the worker start-up."""

    def __init__(self, workers=2):
        self.pool = ProcessPoolExecutor(max_workers=workers)
        self.worker_pids = {f.result() for f in [self.pool.submit(_ping) for _ in range(workers)]}

    def submit(self, seed, n_conf, atoms):
        return self.pool.submit(minimise_batch, seed, n_conf, atoms)

    def shutdown(self):
        self.pool.shutdown()

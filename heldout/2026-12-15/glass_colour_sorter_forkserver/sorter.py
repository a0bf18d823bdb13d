import multiprocessing
from concurrent.futures import ProcessPoolExecutor

WORKER_CONTEXT = multiprocessing.get_context("forkserver")


class EjectorBank:
    def __init__(self, nozzles=2):
        self.nozzles = nozzles

    def sort(self, fn, batches):
        with ProcessPoolExecutor(max_workers=self.nozzles, mp_context=WORKER_CONTEXT) as ex:
            return dict(ex.map(fn, batches))

from concurrent.futures import ProcessPoolExecutor

from data import load_chunk


class Trainer:
    def __init__(self, features, callbacks=(), workers=2):
        self.features = features
        self.callbacks = list(callbacks)
        self.workers = workers
        self.log = {}

    def _emit(self, hook, *args):
        for cb in self.callbacks:
            getattr(cb, hook)(self, *args)

    def _prefetch(self, chunk_ids):
        with ProcessPoolExecutor(max_workers=self.workers) as pool:
            return list(pool.map(load_chunk, chunk_ids))

    def fit(self, n_chunks):
        self._emit("on_fit_start")
        for chunk_id, value in self._prefetch(range(n_chunks)):
            self._emit("on_chunk", chunk_id, value)
        return self.log

from concurrent.futures import ProcessPoolExecutor

import tension


class LoomExecutor(ProcessPoolExecutor):
    def __init__(self, looms, max_workers=2):
        super().__init__(max_workers=max_workers)
        self.looms = looms

    def predict_breaks(self, n_threads):
        futures = [self.submit(tension.break_forecast, loom, n_threads) for loom in self.looms]
        return [f.result() for f in futures]

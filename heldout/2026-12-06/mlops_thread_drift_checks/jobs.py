from concurrent.futures import ThreadPoolExecutor

from stats import drift, load_window


class DriftJobRunner:
    def __init__(self, reference, rows, cols, max_workers=2):
        self.reference = reference
        self.rows = rows
        self.cols = cols
        self.max_workers = max_workers

    def _job(self, model_id):
        return model_id, drift(self.reference, load_window(model_id, self.rows, self.cols))

    def run(self, model_ids):
        with ThreadPoolExecutor(max_workers=self.max_workers) as pool:
            return dict(pool.map(self._job, model_ids))

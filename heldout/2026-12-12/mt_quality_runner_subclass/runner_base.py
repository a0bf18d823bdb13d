"""Generic batch runner: subclasses provide `score_batch`; batches go to worker processes."""
from concurrent.futures import ProcessPoolExecutor, as_completed


class BatchRunner:
    def __init__(self, max_workers=2):
        self.max_workers = max_workers

    def batches(self, items, size):
        for start in range(0, len(items), size):
            yield start, items[start:start + size]

    def run_all(self, items, batch_size):
        scores = [None] * len(items)
        with ProcessPoolExecutor(max_workers=self.max_workers) as ex:
            futures = {ex.submit(self.score_batch, batch): start
                       for start, batch in self.batches(items, batch_size)}
            for fut in as_completed(futures):
                start = futures[fut]
                for offset, s in enumerate(fut.result()):
                    scores[start + offset] = s
        return scores

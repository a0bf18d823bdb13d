import multiprocessing as mp

import torch


class ResultSink:
    def __init__(self):
        self.by_batch = {}
        self.errors = []

    def add(self, result):
        batch_id, n = result
        self.by_batch[batch_id] = n

    def fail(self, exc):
        self.errors.append(exc)


def novelty(batch_id, candidates, reference):
    d = torch.cdist(candidates, reference).min(dim=1).values
    return batch_id, int((d > 1.5).sum())


def screen_batches(batches, reference, sink, workers=2):
    pool = mp.Pool(workers)
    for i, cand in enumerate(batches):
        pool.apply_async(novelty, (i, cand, reference), callback=sink.add, error_callback=sink.fail)
    pool.close()
    pool.join()

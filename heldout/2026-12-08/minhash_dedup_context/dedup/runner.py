from multiprocessing import Pool

import torch

_hasher = None


def _set_hasher(h):
    global _hasher
    _hasher = h


def _doc_signature(doc_id, n_shingles=4000):
    g = torch.Generator().manual_seed(doc_id)
    shingles = torch.randint(0, 1 << 20, (n_shingles,), generator=g)
    return doc_id, _hasher.signature(shingles)


class Deduper:
    def __init__(self, hasher, workers):
        self.hasher = hasher
        self.workers = workers
        self.pool = None

    def __enter__(self):
        self.pool = Pool(self.workers, initializer=_set_hasher, initargs=(self.hasher,))
        return self

    def __exit__(self, *exc):
        self.pool.terminate()
        self.pool.join()

    def signatures(self, doc_ids):
        return dict(self.pool.imap_unordered(_doc_signature, doc_ids))

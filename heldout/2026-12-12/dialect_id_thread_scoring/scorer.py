from concurrent.futures import ThreadPoolExecutor
from functools import partial

import torch

from ngrams import DIALECTS, document_counts


class DialectScorer:
    def __init__(self, profiles, workers=2):
        self.profiles = profiles
        self.workers = workers

    def score_batch(self, seed, n_docs):
        counts = document_counts(n_docs, seed)
        ll = counts @ self.profiles.T
        return torch.bincount(ll.argmax(dim=1), minlength=len(DIALECTS)).tolist()

    def score_many(self, seeds, n_docs):
        with ThreadPoolExecutor(max_workers=self.workers) as ex:
            return list(ex.map(partial(self.score_batch, n_docs=n_docs), seeds))

from concurrent.futures import ProcessPoolExecutor

import torch

from search import build_index, query_batch


class SearchApp:
    def __init__(self, n_docs, dim, workers=2):
        self.executor = ProcessPoolExecutor(max_workers=workers)
        self.n_docs = n_docs
        self.dim = dim
        self.index = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.executor.shutdown(wait=True)

    def load(self):
        self.index = build_index(self.n_docs, self.dim)
        return self

    def run_queries(self, query_ids):
        futures = [self.executor.submit(query_batch, qid, self.index) for qid in query_ids]
        return [f.result() for f in futures]

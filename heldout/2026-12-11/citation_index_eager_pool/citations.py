import multiprocessing as mp

import torch
import torch.nn.functional as F

from matching import match_queries


class CitationIndex:
    def __init__(self, n_docs, dim, workers):
        self.n_docs = n_docs
        self.dim = dim
        # workers first: they are forked while the parent is still single-threaded
        self.pool = mp.Pool(workers)
        self.matrix = None

    def build(self):
        docs = torch.randn(self.n_docs, self.dim, generator=torch.Generator().manual_seed(0))
        self.matrix = F.normalize(docs, dim=1)

    def cited_by(self, n_queries):
        return self.pool.starmap(match_queries, [(q, self.dim) for q in range(n_queries)])

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.pool.close()
        self.pool.join()

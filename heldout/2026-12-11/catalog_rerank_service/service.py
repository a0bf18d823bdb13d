import torch
import torch.multiprocessing as tmp
import torch.nn.functional as F

from scoring import init_worker, score_chunk


class RerankService:
    def __init__(self, catalog_size, dim, workers):
        self.catalog_size = catalog_size
        self.dim = dim
        self.workers = workers
        self.index = None
        self._pool = None

    def load_catalog(self):
        emb = torch.randn(self.catalog_size, self.dim)
        self.index = F.normalize(emb, dim=1)

    @property
    def pool(self):
        if self._pool is None:
            self._pool = tmp.Pool(self.workers, initializer=init_worker, initargs=(self.index,))
        return self._pool

    def rerank(self, queries):
        return self.pool.map(score_chunk, queries.chunk(self.workers))

    def close(self):
        if self._pool is not None:
            self._pool.terminate()

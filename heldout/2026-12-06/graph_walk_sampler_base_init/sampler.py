from multiprocessing import Pool

import torch

from graph import GraphModel


def embed_walks(seed, walk_len, dim):
    g = torch.Generator().manual_seed(seed)
    visits = torch.rand(walk_len, dim, generator=g)
    proj = torch.rand(dim, dim, generator=g)
    return seed, round(float((visits @ proj).mean()), 4)


class WalkSampler(GraphModel):
    def __init__(self, num_nodes, feat_dim, walk_len, workers):
        super().__init__(num_nodes, feat_dim)
        self.walk_len = walk_len
        self.workers = workers
        self.embeddings = {}

    def _collect(self, item):
        seed, value = item
        self.embeddings[seed] = value

    def sample(self, seeds):
        pool = Pool(self.workers)
        try:
            pending = [pool.apply_async(embed_walks, (s, self.walk_len, self.feat_dim), callback=self._collect)
                       for s in seeds]
            for p in pending:
                p.wait()
        finally:
            pool.close()
            pool.join()
        return dict(sorted(self.embeddings.items()))

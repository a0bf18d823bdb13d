import torch

from jobs.base import Job
from jobs.shard_worker import gather_shard


class ShardedRankingJob(Job):
    worker_fn = staticmethod(gather_shard)

    def __init__(self, n_items=100000, seed=0):
        super().__init__()
        self.n_items = n_items
        self.scores = torch.rand(n_items, generator=torch.Generator().manual_seed(seed))
        self.order = None

    def prepare(self):
        self.order = torch.argsort(self.scores, descending=True)

    def worker_args(self, shard):
        return (shard, self.n_items)

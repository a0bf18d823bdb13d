import multiprocessing

import torch


def _tokenize(shard):
    gen = torch.Generator().manual_seed(shard)
    return shard, int(torch.randint(0, 1000, (512,), generator=gen).unique().numel())


class DataModule:
    def __init__(self, n_shards=4, workers=2):
        self.n_shards = n_shards
        self.workers = workers
        self.stats = None

    def setup(self):
        # spawn is safer with threads around; make sure it is used
        multiprocessing.set_start_method("spawn")
        with multiprocessing.Pool(self.workers) as pool:
            self.stats = pool.map(_tokenize, range(self.n_shards))
        return self

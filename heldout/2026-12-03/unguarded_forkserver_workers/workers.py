import multiprocessing

import torch

CTX = multiprocessing.get_context("forkserver")


class ShardWorker(CTX.Process):
    def __init__(self, shard, results):
        super().__init__(name=f"shard-{shard}")
        self.shard = shard
        self.results = results

    def run(self):
        g = torch.Generator().manual_seed(self.shard)
        self.results.put((self.shard, round(torch.rand(100, generator=g).sum().item(), 3)))


def start_all(n):
    results = CTX.Queue()
    workers = [ShardWorker(i, results) for i in range(n)]
    for w in workers:
        w.start()
    return workers, results

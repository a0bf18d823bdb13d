import multiprocessing as mp

from shard import build_shard


class IndexBuilder:
    start_method = "spawn"

    def __init__(self, n_shards, docs_per_shard):
        self.n_shards = n_shards
        self.docs_per_shard = docs_per_shard
        self.results = mp.Queue()

    def build(self):
        ctx = mp.get_context(self.start_method)
        procs = [ctx.Process(target=build_shard, args=(i, self.docs_per_shard, self.results))
                 for i in range(self.n_shards)]
        for p in procs:
            p.start()
        sizes = dict(self.results.get() for _ in procs)
        for p in procs:
            p.join()
        return sizes

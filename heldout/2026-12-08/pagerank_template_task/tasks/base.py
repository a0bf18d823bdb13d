import torch.multiprocessing as mp


class ShardedTask:
    """Template method: prepare() in the parent, then one forked process per shard."""

    start_method = "fork"

    def prepare(self):
        raise NotImplementedError

    def run_shard(self, shard, queue):
        raise NotImplementedError

    def execute(self, shards):
        self.prepare()
        ctx = mp.get_context(self.start_method)
        queue = ctx.Queue()
        procs = []
        for shard in shards:
            p = ctx.Process(target=self.run_shard, args=(shard, queue))
            p.start()
            procs.append(p)
        results = dict(queue.get() for _ in procs)
        for p in procs:
            p.join()
        return results

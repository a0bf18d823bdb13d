import multiprocessing as mp

import torch


class ShardRunner:
    def __init__(self, num_nodes, feat_dim, ctx_name="spawn"):
        self.num_nodes = num_nodes
        self.feat_dim = feat_dim
        self.ctx = mp.get_context(ctx_name)

    def _make_worker(self, shard_id):
        n, d = self.num_nodes, self.feat_dim

        def work():
            g = torch.Generator().manual_seed(shard_id)
            x = torch.randn(n, d, generator=g)
            print("shard", shard_id, "feature norm %.2f" % float(x.norm()), flush=True)

        return work

    def run(self, shards):
        procs = [self.ctx.Process(target=self._make_worker(s)) for s in shards]
        for p in procs:
            p.start()
        for p in procs:
            p.join()

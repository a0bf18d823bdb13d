import multiprocessing as mp

from graph import propagate, synthetic_graph


def _shard_job(shard, nodes, dim, hops, out):
    weights, feats = synthetic_graph(nodes, dim, seed=shard)
    out.put((shard, round(float(propagate(weights, feats, hops).mean()), 2)))


class ShardRunner:
    def __init__(self, shards, nodes, dim, hops):
        self.shards = shards
        self.args = (nodes, dim, hops)
        self.out = mp.Queue()
        self.procs = []

    def start(self):
        for s in range(1, self.shards + 1):
            p = mp.Process(target=_shard_job, args=(s, *self.args, self.out))
            p.start()
            self.procs.append(p)
        return self

    def collect(self):
        results = sorted(self.out.get() for _ in self.procs)
        for p in self.procs:
            p.join()
        return results

import multiprocessing as mp

import torch

from stages import Stage


def _worker(pipeline, shard, n_reads, read_len, out):
    g = torch.Generator().manual_seed(shard)
    reads = torch.randint(0, 4, (n_reads, read_len), generator=g)
    gc = pipeline(reads)
    out.put((shard, round(float(gc.mean()), 5)))


class ShardedStage(Stage):
    def __init__(self, pipeline, shards, n_reads, read_len):
        self.pipeline = pipeline
        self.shards = shards
        self.n_reads = n_reads
        self.read_len = read_len

    def __call__(self, _):
        out = mp.Queue()
        procs = [mp.Process(target=_worker, args=(self.pipeline, s, self.n_reads, self.read_len, out))
                 for s in range(self.shards)]
        for p in procs:
            p.start()
        results = dict(out.get() for _ in procs)
        for p in procs:
            p.join()
        return [results[s] for s in sorted(results)]

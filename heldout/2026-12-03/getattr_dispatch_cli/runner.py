import multiprocessing as mp

import torch


def _search(shard, index, queue):
    g = torch.Generator().manual_seed(shard)
    q = torch.randn(512, 32, generator=g)
    hits = index.query(q)
    queue.put((shard, int(hits[:, 0].sum())))


def fanout(index, shards):
    queue = mp.Queue()
    procs = [mp.Process(target=_search, args=(s, index, queue)) for s in range(shards)]
    for p in procs:
        p.start()
    out = sorted(queue.get() for _ in procs)
    for p in procs:
        p.join()
    return out

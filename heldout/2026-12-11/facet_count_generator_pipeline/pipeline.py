import multiprocessing as mp

import torch
import torch.nn.functional as F


def normalized(stream):
    for shard in stream:
        yield F.normalize(shard, dim=1)


def _count(shard_id, shard, out):
    boosted = shard * torch.linspace(1.0, 2.0, shard.shape[1])
    out.put((shard_id, torch.bincount(boosted.argmax(dim=1), minlength=shard.shape[1]).tolist()))


def facet_counts(stream):
    out = mp.Queue()
    procs = []
    for shard_id, shard in enumerate(stream):
        p = mp.Process(target=_count, args=(shard_id, shard, out), daemon=True)
        p.start()
        procs.append(p)
    results = dict(out.get() for _ in procs)
    for p in procs:
        p.join()
    return [results[i] for i in sorted(results)]

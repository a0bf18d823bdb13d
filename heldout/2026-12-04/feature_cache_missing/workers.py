import torch
from torch import multiprocessing


def project_shard(shard_id, feats, out_dim, results):
    gen = torch.Generator().manual_seed(shard_id)
    proj = torch.randn(feats.shape[1], out_dim, generator=gen)
    z = feats @ proj
    results.put((shard_id, round(float(z.var()), 4)))


def project_all(feats, n_shards, out_dim=256):
    results = multiprocessing.SimpleQueue()
    procs = []
    for shard_id, shard in enumerate(feats.chunk(n_shards)):
        p = multiprocessing.Process(target=project_shard, args=(shard_id, shard, out_dim, results))
        p.start()
        procs.append(p)
    out = sorted(results.get() for _ in procs)
    for p in procs:
        p.join()
    return out

import multiprocessing as mp

import torch


def augment_worker(policy, shard, out):
    g = torch.Generator().manual_seed(shard)
    images = torch.rand(4, 3, 32, 32, generator=g)
    out.put((shard, round(float(policy(images).mean()), 4)))


def start_augmenters(policy, shards):
    ctx = mp.get_context("spawn")
    out = ctx.Queue()
    procs = [ctx.Process(target=augment_worker, args=(policy, s, out)) for s in range(shards)]
    for p in procs:
        p.start()
    results = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return results

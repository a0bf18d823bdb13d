import torch
import torch.multiprocessing

ctx = torch.multiprocessing.get_context("spawn")


def process_shard(shard, counter):
    g = torch.Generator().manual_seed(shard)
    rows = torch.randn(50, 8, generator=g)
    with counter.get_lock():
        counter.value += rows.shape[0]


def run_shards(n, counter):
    procs = []
    for shard in range(n):
        p = ctx.Process(target=process_shard, args=(shard, counter))
        p.start()
        procs.append(p)
    for p in procs:
        p.join()
    return counter.value

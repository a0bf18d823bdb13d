import multiprocessing

import torch

from quantizer import quantize


def quantize_shard(shard_id, results):
    g = torch.Generator().manual_seed(shard_id)
    x = torch.randn(64, 256, generator=g)
    codes = quantize(x)
    results.put((shard_id, int(codes.sum())))


def encode_shards(shard_ids):
    results = multiprocessing.Queue()
    workers = [multiprocessing.Process(target=quantize_shard, args=(sid, results)) for sid in shard_ids]
    for w in workers:
        w.start()
    out = sorted(results.get() for _ in workers)
    for w in workers:
        w.join()
    return out

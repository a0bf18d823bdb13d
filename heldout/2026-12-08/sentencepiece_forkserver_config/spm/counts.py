import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch


def piece_counts(ids, vocab_size):
    uniq, counts = torch.unique(ids, return_counts=True)
    full = torch.zeros(vocab_size, dtype=torch.long)
    full[uniq] = counts
    return full


def _shard(seed, cfg):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(0, cfg.vocab_size, (cfg.shard_tokens,), generator=g)
    c = piece_counts(ids, cfg.vocab_size).to(torch.float32)
    return seed, round(float((c / c.sum()).log1p().sum()), 4)


def count_shards(cfg, seeds):
    ctx = multiprocessing.get_context(cfg.mp_start)
    with ProcessPoolExecutor(cfg.num_workers, mp_context=ctx) as ex:
        futs = [ex.submit(_shard, s, cfg) for s in seeds]
        return [f.result() for f in futs]

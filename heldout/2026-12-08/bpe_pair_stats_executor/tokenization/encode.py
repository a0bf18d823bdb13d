from concurrent.futures import ProcessPoolExecutor

import torch


def _shard_stats(tokenizer, seed, length):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(0, tokenizer.vocab_size, (length,), generator=g)
    hist = tokenizer.pair_histogram(ids)
    return seed, int((hist > 0).sum())


def encode_corpus(tokenizer, shard_seeds, shard_len, max_workers):
    with ProcessPoolExecutor(max_workers=max_workers) as pool:
        jobs = [pool.submit(_shard_stats, tokenizer, s, shard_len) for s in shard_seeds]
        return [j.result() for j in jobs]

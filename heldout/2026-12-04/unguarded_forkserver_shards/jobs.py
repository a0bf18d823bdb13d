import multiprocessing

import torch

CTX = multiprocessing.get_context("forkserver")


def count_tokens(shard_id, n_tokens, vocab):
    gen = torch.Generator().manual_seed(shard_id)
    ids = torch.randint(0, vocab, (n_tokens,), generator=gen)
    print(f"shard {shard_id}: {int(ids.bincount(minlength=vocab).max())}", flush=True)


def launch_all(n_shards, n_tokens=10_000, vocab=512):
    procs = [CTX.Process(target=count_tokens, args=(i, n_tokens, vocab)) for i in range(n_shards)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    bad = [p.name for p in procs if p.exitcode != 0]
    if bad:
        raise RuntimeError(f"shard workers failed: {bad}")

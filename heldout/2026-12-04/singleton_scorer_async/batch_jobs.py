import multiprocessing.pool

import torch

from scorer import SequenceScorer


def score_batch(batch_id, n=32, seq_len=16):
    scorer = SequenceScorer()
    gen = torch.Generator().manual_seed(batch_id)
    seqs = torch.randn(n, seq_len, scorer.dim, generator=gen)
    return batch_id, round(float(scorer.score(seqs).mean()), 4)


def score_batches(batch_ids):
    pool = multiprocessing.pool.Pool(2)
    try:
        pending = [pool.apply_async(score_batch, (b,)) for b in batch_ids]
        return [p.get() for p in pending]
    finally:
        pool.close()
        pool.join()

import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch

import monitor


def score_batch(batch_id, claims):
    if monitor.should_stop():
        return batch_id, None
    x = torch.rand(claims, 12, generator=torch.Generator().manual_seed(batch_id))
    return batch_id, int((x.mean(dim=1) > 0.6).sum())


def score_claims(n_batches, claims, stop):
    ctx = mp.get_context("forkserver")
    with ProcessPoolExecutor(2, mp_context=ctx, initializer=monitor.install, initargs=(stop,)) as ex:
        futs = [ex.submit(score_batch, b, claims) for b in range(n_batches)]
        return dict(f.result() for f in futs)

from concurrent.futures import ProcessPoolExecutor

import torch

from worker_env import limit_threads


def score_chunk(chunk_id):
    g = torch.Generator().manual_seed(chunk_id)
    q = torch.randn(128, 128, generator=g)
    k = torch.randn(128, 128, generator=g)
    return chunk_id, int((q @ k.T).argmax(dim=1).sum())


def score_chunks(chunk_ids, workers=2):
    with ProcessPoolExecutor(max_workers=workers, initializer=limit_threads) as ex:
        return list(ex.map(score_chunk, chunk_ids))

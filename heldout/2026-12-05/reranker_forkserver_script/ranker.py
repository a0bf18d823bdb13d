import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def rerank(request_id, candidates, dim):
    g = torch.Generator().manual_seed(request_id)
    q = torch.randn(dim, generator=g)
    docs = torch.randn(candidates, dim, generator=g)
    return request_id, int((docs @ q).argmax())


def rank_all(request_ids, candidates, dim, start_method="forkserver"):
    ctx = mp.get_context(start_method)
    with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
        return list(ex.map(rerank, request_ids, [candidates] * len(request_ids), [dim] * len(request_ids)))

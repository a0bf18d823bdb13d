import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def score_batch(job):
    batch_id, idf, s = job
    g = torch.Generator().manual_seed(100 + batch_id)
    n_docs = 2000
    docs = torch.randint(0, s.vocab, (n_docs, s.doc_len), generator=g)
    tf = torch.zeros(n_docs, s.vocab).scatter_add_(1, docs, torch.ones(n_docs, s.doc_len))
    weights = tf * (s.k1 + 1) / (tf + s.k1 * (1 - s.b + s.b)) * idf
    queries = torch.zeros(s.queries_per_batch, s.vocab)
    queries.scatter_(1, torch.randint(0, s.vocab, (s.queries_per_batch, s.query_len), generator=g), 1.0)
    top = torch.topk(queries @ weights.T, s.top_k, dim=1).indices
    return batch_id, int(top.sum())


def search_all(index, settings):
    jobs = [(b, index.idf, settings) for b in range(settings.query_batches)]
    with ProcessPoolExecutor(max_workers=2, mp_context=mp.get_context("fork")) as ex:
        return list(ex.map(score_batch, jobs, chunksize=2))

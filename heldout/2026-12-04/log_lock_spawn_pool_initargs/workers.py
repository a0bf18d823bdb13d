import torch
from torch import multiprocessing as tmp

from logsetup import init_worker, log


def featurize(doc_id):
    gen = torch.Generator().manual_seed(doc_id)
    v = torch.randn(32, generator=gen)
    log(f"doc {doc_id} done")
    return doc_id, round(float(v.norm()), 3)


def run(doc_ids, lock, workers=2):
    ctx = tmp.get_context("spawn")
    with ctx.Pool(workers, initializer=init_worker, initargs=(lock,)) as pool:
        return pool.map(featurize, doc_ids)

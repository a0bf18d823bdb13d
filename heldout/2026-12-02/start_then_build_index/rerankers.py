import multiprocessing

import torch


def rerank_loop(worker_id, jobs, results):
    while True:
        job = jobs.get()
        if job is None:
            break
        job_id, candidate_ids = job
        g = torch.Generator().manual_seed(job_id)
        feats = torch.randn(len(candidate_ids), 64, generator=g)
        weights = torch.randn(64, 64, generator=g)
        best = int((feats @ weights).sum(dim=1).argmax())
        results.put((job_id, candidate_ids[best]))


def start_rerankers(n=2):
    jobs, results = multiprocessing.Queue(), multiprocessing.Queue()
    procs = [multiprocessing.Process(target=rerank_loop, args=(i, jobs, results)) for i in range(n)]
    for p in procs:
        p.start()
    return procs, jobs, results

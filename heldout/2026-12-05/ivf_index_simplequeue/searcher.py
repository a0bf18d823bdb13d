import multiprocessing as mp

import torch


def _probe(index, worker, n_queries, nprobe, out):
    g = torch.Generator().manual_seed(worker)
    queries = torch.randn(n_queries, index.centroids.shape[1], generator=g)
    lists = torch.topk(queries @ index.centroids.T, nprobe, dim=1).indices
    out.put((worker, int(torch.bincount(lists.reshape(-1)).argmax())))


def search_parallel(index, workers, n_queries, nprobe=8):
    out = mp.SimpleQueue()
    procs = [mp.Process(target=_probe, args=(index, w, n_queries, nprobe, out)) for w in range(workers)]
    for p in procs:
        p.start()
    results = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return results

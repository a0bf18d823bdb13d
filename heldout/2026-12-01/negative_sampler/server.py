import multiprocessing as mp

import torch


def score_worker(rank, table):
    q = torch.randn(64, table.shape[1])
    best = (q @ table.t()).argmax(1)
    print(f"worker {rank} best ids {best[:4].tolist()}", flush=True)


def serve(table, n_workers=2):
    procs = []
    for rank in range(n_workers):
        procs.append(mp.Process(target=score_worker, args=(rank, table)))
        procs[-1].start()
    for p in procs:
        p.join()

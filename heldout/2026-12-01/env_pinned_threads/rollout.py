import multiprocessing as mp

import torch


def rollout(rank, w):
    obs = torch.randn(64, w.shape[0])
    print(f"rollout {rank}: {(obs @ w).abs().mean().item():.3f}", flush=True)


def run(w, n=2):
    procs = [mp.Process(target=rollout, args=(r, w)) for r in range(n)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()

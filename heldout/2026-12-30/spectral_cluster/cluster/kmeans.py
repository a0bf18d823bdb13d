from multiprocessing import Pool

import torch


def _kmeans_restart(args):
    emb, k, seed = args
    g = torch.Generator().manual_seed(seed)
    cent = emb[torch.randperm(len(emb), generator=g)[:k]]
    for _ in range(10):
        assign = torch.cdist(emb, cent).argmin(1)
        cent = torch.stack([emb[assign == j].mean(0) if (assign == j).any() else cent[j] for j in range(k)])
    inertia = (emb - cent[assign]).pow(2).sum().item()
    return seed, inertia


class RestartedKMeans:
    def __init__(self, k, restarts=4, procs=2):
        self.k, self.restarts, self.procs = k, restarts, procs

    def fit(self, emb):
        with Pool(self.procs) as pool:
            runs = pool.map(_kmeans_restart, [(emb, self.k, s) for s in range(self.restarts)])
        return min(runs, key=lambda r: r[1])

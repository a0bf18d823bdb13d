import torch
import torch.multiprocessing as mp

from utils import random_adjacency


def _fit_split(model, n, feat_dim, avg_degree, seed):
    adj = random_adjacency(n, avg_degree, seed)
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, feat_dim, generator=g)
    with torch.no_grad():
        logits = model(x, adj)
    return seed, int(logits.argmax(1).bincount().argmax())


def cross_validate(model, n, feat_dim, avg_degree, folds):
    with mp.Pool(2) as pool:
        res = pool.starmap_async(_fit_split, [(model, n, feat_dim, avg_degree, f) for f in folds])
        return res.get()

from concurrent.futures import ProcessPoolExecutor

import torch

INDEX = None


def _recall_at_k(seed, n_users, k):
    g = torch.Generator().manual_seed(seed)
    users = torch.randn(n_users, INDEX.items.shape[1], generator=g)
    top = INDEX.query(users, k)
    return seed, int(top[:, 0].unique().numel())


def evaluate(index, seeds, n_users, k):
    global INDEX
    INDEX = index
    with ProcessPoolExecutor(max_workers=2) as ex:
        return list(ex.map(_recall_at_k, seeds, [n_users] * len(seeds), [k] * len(seeds)))

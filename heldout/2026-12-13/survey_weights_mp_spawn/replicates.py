import torch
import torch.multiprocessing as tmp


def _jackknife(rank, weights, results):
    dropped = weights.clone()
    dropped[rank::2] = 0
    scale = weights.sum() / dropped.sum()
    results[rank] = float((dropped * scale).log1p().mean())


def replicate_estimates(weights, replicates):
    manager = tmp.Manager()
    results = manager.dict()
    tmp.spawn(_jackknife, args=(weights, results), nprocs=replicates, join=True)
    return dict(results)

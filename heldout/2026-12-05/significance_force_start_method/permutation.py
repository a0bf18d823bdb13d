import multiprocessing as mp

import torch


def permutation_pvalue(metric, users, permutations, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.empty(2 * users).exponential_(1.0, generator=g)
    x[:users] *= 1.02
    observed = x[:users].mean() - x[users:].mean()
    perms = torch.argsort(torch.rand(permutations, 2 * users, generator=g), dim=1)
    shuffled = x[perms]
    diffs = shuffled[:, :users].mean(dim=1) - shuffled[:, users:].mean(dim=1)
    return metric, round(float((diffs.abs() >= observed.abs()).float().mean()), 3)


def run_all(metrics, users, permutations):
    with mp.Pool(2) as pool:
        return pool.starmap(permutation_pvalue, [(m, users, permutations, i) for i, m in enumerate(metrics)])

import multiprocessing as mp

import torch


def bootstrap_mean(per_user, n_resamples, seed):
    g = torch.Generator().manual_seed(seed)
    n = per_user.shape[0]
    idx = torch.randint(0, n, (n_resamples, n), generator=g)
    means = per_user[idx].mean(dim=1)
    return float(means.std())


def bootstrap_variants(per_user_by_variant, n_resamples):
    pool = mp.Pool(2)
    pending = {name: pool.apply_async(bootstrap_mean, (values, n_resamples, i))
               for i, (name, values) in enumerate(sorted(per_user_by_variant.items()))}
    pool.close()
    out = {name: round(res.get(), 5) for name, res in pending.items()}
    pool.join()
    return out

import multiprocessing as mp

import torch


def simulate_power(effect, n_per_arm, sims, seed):
    g = torch.Generator().manual_seed(seed)
    a = torch.randn(sims, n_per_arm, generator=g)
    b = torch.randn(sims, n_per_arm, generator=g) + effect
    se = torch.sqrt(a.var(dim=1) / n_per_arm + b.var(dim=1) / n_per_arm)
    t = (b.mean(dim=1) - a.mean(dim=1)) / se
    return effect, round(float((t.abs() > 1.96).float().mean()), 3)


def run_power_analysis(effects, n_per_arm, sims):
    pool = mp.Pool(processes=2)
    try:
        pending = pool.starmap_async(simulate_power, [(e, n_per_arm, sims, i) for i, e in enumerate(effects)])
        return pending.get()
    finally:
        pool.close()
        pool.join()

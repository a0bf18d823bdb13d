from multiprocessing import Pool

import torch


def arm_interval(arm_index, users, resamples, scale):
    g = torch.Generator().manual_seed(arm_index)
    metric = torch.empty(users).exponential_(1.0 / scale, generator=g)
    idx = torch.randint(0, users, (resamples, users), generator=g)
    means = metric[idx].mean(dim=1)
    return arm_index, [round(float(q), 3) for q in torch.quantile(means, torch.tensor([0.025, 0.975]))]


def intervals(design, scale):
    jobs = [(i, design.users_per_arm, design.resamples, scale) for i, _ in enumerate(design.arms)]
    with Pool(2) as pool:
        return dict(pool.starmap(arm_interval, jobs))

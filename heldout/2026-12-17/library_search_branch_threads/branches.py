from concurrent.futures import ThreadPoolExecutor

import torch

BRANCH_HOLDINGS = {"central": 250_000, "eastside": 200_000, "mobile": 150_000}


def availability(branch, copies, sims_mean):
    gen = torch.Generator().manual_seed(len(branch))
    on_shelf = torch.rand(copies, generator=gen)
    return branch, int((torch.tanh(on_shelf * 3) > sims_mean).sum())


def check_branches(sims_mean, executor_cls=ThreadPoolExecutor):
    with executor_cls(max_workers=2) as ex:
        futs = [ex.submit(availability, b, n, sims_mean) for b, n in BRANCH_HOLDINGS.items()]
        return [f.result() for f in futs]

import multiprocessing as mp

import torch


def recommend_block(block, sim, users_per_block, k):
    g = torch.Generator().manual_seed(block)
    history = torch.randint(0, sim.shape[0], (users_per_block, 10), generator=g)
    scores = sim[history].sum(dim=1)
    return block, int(torch.topk(scores, k, dim=1).indices[:, 0].sum())


def recommend_all(sim, settings):
    ctx = mp.get_context(settings.start_method.value)
    jobs = [(b, sim, settings.users_per_block, settings.k) for b in range(settings.user_blocks)]
    with ctx.Pool(settings.workers) as pool:
        return pool.starmap(recommend_block, jobs)

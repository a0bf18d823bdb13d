import multiprocessing as mp

import torch

from yields import conditions_grid


def build_scorer(optimum):
    opt = torch.tensor(optimum)

    def score(batch_seed, out):
        grid = conditions_grid(512, batch_seed)
        yields = torch.exp(-((grid - opt) ** 2).sum(dim=1) * 8)
        out.put((batch_seed, float(yields.max())))

    return score


def run_campaign(optimum, batches, start_method="spawn"):
    ctx = mp.get_context(start_method)
    out = ctx.Queue()
    scorer = build_scorer(optimum)
    procs = [ctx.Process(target=scorer, args=(b, out)) for b in range(batches)]
    for p in procs:
        p.start()
    best = dict(out.get() for _ in procs)
    for p in procs:
        p.join()
    return best

import multiprocessing as mp

import torch


def count_precinct(i, progress):
    g = torch.Generator().manual_seed(i)
    ballots = torch.randint(0, 3, (5000,), generator=g)
    progress.tick()
    print(f"precinct {i}: {torch.bincount(ballots, minlength=3).tolist()}", flush=True)


def count_all(precincts, progress):
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=count_precinct, args=(i, progress)) for i in range(precincts)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]

import multiprocessing as mp

import torch

from threads import single_threaded


def strength_baseline(members, lifts, seed=1):
    gen = torch.Generator().manual_seed(seed)
    one_rm = torch.rand(members, lifts, generator=gen) * 200
    return one_rm.var(dim=0)


@single_threaded
def build_block(block, members, spread, out):
    gen = torch.Generator().manual_seed(block)
    loads = torch.rand(members * 128, generator=gen) * spread.mean()
    out.put((block, float(torch.sqrt(loads).mean())))


def build_all(blocks, members, spread):
    out = mp.Queue()
    procs = [mp.Process(target=build_block, args=(b, members, spread, out)) for b in range(blocks)]
    for p in procs:
        p.start()
    res = dict(out.get() for _ in procs)
    for p in procs:
        p.join()
    return res

import multiprocessing as mp

import torch

from limits import LIMITS


def check_desk(desk, positions, out):
    g = torch.Generator().manual_seed(len(desk))
    notionals = torch.rand(positions, generator=g) * 1e5
    out.put((desk, float(notionals.sum()) <= LIMITS[desk]))


def check_all(positions, start_method="fork"):
    ctx = mp.get_context(start_method)
    out = ctx.Queue()
    procs = [ctx.Process(target=check_desk, args=(d, positions, out)) for d in LIMITS]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    failed = [p.exitcode for p in procs if p.exitcode != 0]
    if failed:
        raise SystemExit(f"limit check workers failed: {failed}")
    return dict(out.get() for _ in procs)

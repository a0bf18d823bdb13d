import multiprocessing

import torch


def _strand(i, size, out):
    fibres = torch.randn(size, size)
    out.put((i, float((fibres @ fibres).abs().max())))


def lay(strands, size):
    ctx = multiprocessing.get_context("fork")
    out = ctx.Queue()
    procs = [ctx.Process(target=_strand, args=(i, size, out)) for i in range(strands)]
    for p in procs:
        p.start()
    got = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return got

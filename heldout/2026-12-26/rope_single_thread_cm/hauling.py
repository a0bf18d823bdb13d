import multiprocessing

import torch


def _haul(i, size, out):
    rope = torch.randn(size, size)
    out.put((i, float((rope @ rope).abs().mean())))


def haul_all(haulers, size):
    out = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=_haul, args=(i, size, out)) for i in range(haulers)]
    for p in procs:
        p.start()
    got = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return got

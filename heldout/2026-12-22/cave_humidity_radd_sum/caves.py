import multiprocessing as mp

import torch


def cave_drift(name, rows, width, out):
    g = torch.Generator().manual_seed(len(name))
    air = torch.randn(rows, width, generator=g)
    out.put((name, float((air @ torch.randn(width, width, generator=g)).mean())))


def monitor(names, rows, width):
    out = mp.Queue()
    procs = [mp.Process(target=cave_drift, args=(n, rows, width, out)) for n in names]
    for p in procs:
        p.start()
    results = dict(out.get() for _ in procs)
    for p in procs:
        p.join()
    return results

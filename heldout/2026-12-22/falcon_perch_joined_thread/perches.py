import multiprocessing as mp

import torch


def perch_time(perch, rows, width, out):
    g = torch.Generator().manual_seed(perch)
    sightings = torch.randn(rows, width, generator=g)
    out.put((perch, float((sightings @ torch.randn(width, width, generator=g)).abs().mean())))


def observe(perches, rows, width):
    out = mp.Queue()
    procs = [mp.Process(target=perch_time, args=(p, rows, width, out), daemon=True) for p in range(perches)]
    for p in procs:
        p.start()
    times = dict(out.get() for _ in procs)
    for p in procs:
        p.join()
    return times

import multiprocessing

import torch

from regrid import regrid


def regrid_year(year, size, factor, out):
    g = torch.Generator().manual_seed(year)
    out.put((year, tuple(regrid(torch.rand(size, size, generator=g), factor).shape)))


def run_years(years, size, factor):
    q = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=regrid_year, args=(y, size, factor, q)) for y in years]
    for p in procs:
        p.start()
    res = sorted(q.get() for _ in procs)
    for p in procs:
        p.join()
    return res

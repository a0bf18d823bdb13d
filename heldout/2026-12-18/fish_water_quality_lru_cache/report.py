import multiprocessing as mp

import torch

import readings


def check_pen(job):
    site, shape, pen = job
    mean, std = readings.baseline(site, *shape)
    gen = torch.Generator().manual_seed(pen)
    now = torch.rand(512, shape[1], generator=gen)
    z = (now - mean) / std
    alarms = torch.sigmoid(z.abs() * 3 - 6)
    return pen, float(alarms.sum())


def pen_report(sites):
    jobs = []
    for site, spec in sites.items():
        shape = (spec["readings"], spec["sensors"])
        readings.baseline(site, *shape)      # warm the cache once in the parent
        jobs += [(site, shape, pen) for pen in range(spec["pens"])]
    with mp.Pool(processes=2) as pool:
        return pool.map(check_pen, jobs)

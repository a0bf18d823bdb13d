import multiprocessing

import torch


def search_sector(job):
    sector, rows, width = job
    g = torch.Generator().manual_seed(sector)
    snow = torch.randn(rows, width, generator=g)
    return sector, float((snow @ torch.randn(width, width, generator=g)).amax())


def dispatch(risk, count, rows, width):
    order = risk.mean(dim=0).argsort(descending=True)[:count].tolist()
    pool = multiprocessing.Pool(count)
    results = pool.map(search_sector, [(s, rows, width) for s in order])
    pool.close()
    pool.join()
    return results

import multiprocessing as mp

import torch


def _courier_cost(lender, parcels):
    gen = torch.Generator().manual_seed(int(lender))
    km = torch.rand(parcels, generator=gen) * 80
    return int(lender), float(torch.sqrt(km).sum())


def make_router(workers, parcels_per_lender):
    pool = None

    def route(lenders):
        nonlocal pool
        if pool is None:
            pool = mp.Pool(workers)
        uniq = sorted(set(lenders.tolist()))[:4]
        return pool.starmap(_courier_cost, [(l, parcels_per_lender) for l in uniq])

    def close():
        if pool is not None:
            pool.close()
            pool.join()

    route.close = close
    return route

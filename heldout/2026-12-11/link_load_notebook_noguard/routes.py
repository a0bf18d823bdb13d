import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def link_load(link, flows):
    demand = torch.rand(flows, generator=torch.Generator().manual_seed(link))
    return float(demand.cumsum(0).max() / flows)


def simulate_links(n_links, flows, workers, start_method):
    ctx = mp.get_context(start_method)
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
        return list(ex.map(link_load, range(n_links), [flows] * n_links))

import multiprocessing as mp

import torch

from .filters import AntiAlias


def decimate_worker(seed, seconds, rate, results):
    g = torch.Generator().manual_seed(seed)
    wav = torch.randn(4, seconds * rate, generator=g)
    low = AntiAlias()(wav)[:, ::2]
    results.put((seed, tuple(low.shape)))


def run_workers(seeds, seconds, rate):
    results = mp.Queue()
    workers = [mp.Process(target=decimate_worker, args=(s, seconds, rate, results), daemon=True)
               for s in seeds]
    for w in workers:
        w.start()
    out = sorted(results.get() for _ in workers)
    for w in workers:
        w.join()
    return out

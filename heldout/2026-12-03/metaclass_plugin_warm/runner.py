import multiprocessing

import torch

from extractors import Extractor


def _extract(name, seed, queue):
    g = torch.Generator().manual_seed(seed)
    images = torch.rand(8, 3, 64, 64, generator=g)
    feats = Extractor.registry[name]().extract(images)
    queue.put((name, tuple(round(v, 4) for v in feats.mean(0)[:4].tolist())))


def extract_all(seed=0):
    queue = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=_extract, args=(name, seed, queue))
             for name in sorted(Extractor.registry)]
    for p in procs:
        p.start()
    results = [queue.get() for _ in procs]
    for p in procs:
        p.join()
    return sorted(results)

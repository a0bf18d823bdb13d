import multiprocessing as mp

import torch


def _watch_group(group, readings, variance, limit, stop, results):
    swing = torch.sigmoid((readings - limit) / variance.sqrt())
    results.put((group, int((swing > 0.7).sum())))
    stop.wait(timeout=5)


def scan(gallery):
    stop = mp.Event()
    results = mp.Queue()
    watchers = []
    for group, (block, var) in enumerate(zip(gallery.log.chunk(gallery.groups, dim=1),
                                             gallery.baseline.chunk(gallery.groups))):
        w = mp.Process(target=_watch_group, args=(group, block, var, gallery.rh_limit, stop, results),
                       daemon=True)
        w.start()
        watchers.append(w)
    found = sorted(results.get() for _ in watchers)
    stop.set()
    for w in watchers:
        w.join()
    return found

import multiprocessing

import torch


def _harden(tray, size, out):
    resin = torch.randn(size, size)
    out.put((tray, float((resin @ resin).std())))


def fire_all(trays, size):
    out = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=_harden, args=(t, size, out)) for t in range(trays)]
    for p in procs:
        p.start()
    results = [out.get() for _ in procs]
    for p in procs:
        p.join()
    return sorted(results)

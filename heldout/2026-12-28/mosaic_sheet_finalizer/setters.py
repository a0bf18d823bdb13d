import multiprocessing as mp

import torch


def _set(index):
    bed = torch.randn(512, 512)
    (bed @ bed).sum()


def set_all(count):
    procs = [mp.Process(target=_set, args=(i,), daemon=True) for i in range(count)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]

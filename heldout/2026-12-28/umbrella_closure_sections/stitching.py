import multiprocessing as mp

import torch


def _stitch(index):
    seam = torch.randn(512, 512)
    (seam @ seam).sum()


def stitch(workers):
    procs = [mp.Process(target=_stitch, args=(i,)) for i in range(workers)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]

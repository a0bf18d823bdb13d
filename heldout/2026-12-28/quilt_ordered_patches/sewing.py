import multiprocessing as mp

import torch

START = "fork"


def _sew(name):
    seam = torch.randn(512, 512)
    (seam @ seam).norm()


def sew(patches):
    ctx = mp.get_context(START)
    procs = [ctx.Process(target=_sew, args=(p.name,), name=p.name) for p in patches]
    for proc in procs:
        proc.start()
    for proc in procs:
        proc.join()
    return [proc.exitcode for proc in procs]

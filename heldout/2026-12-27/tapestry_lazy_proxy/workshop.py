"""Weavers in torch.multiprocessing processes."""
import torch
import torch.multiprocessing as tmp


def _weave(i, side):
    bobbin = torch.randn(side, side)
    print("weaver", i, float((bobbin @ bobbin).trace()))


def weave(weavers, side):
    procs = [tmp.Process(target=_weave, args=(i, side)) for i in range(weavers)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]

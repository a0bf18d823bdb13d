"""Cast the chosen mould with several casters."""
import multiprocessing as mp

import torch


def _cast(caster, mould, side):
    metal = torch.randn(side, side)
    print(mould, caster, float((metal @ metal).std()))


def pour(mould, casters, side):
    procs = [mp.Process(target=_cast, args=(i, mould, side)) for i in range(casters)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]

import multiprocessing as mp

import torch

from fit import fit_arch


def limit_threads():
    """Each fitter is one process: keep torch from starting its own thread pool."""
    torch.set_num_threads(1)


def _fitter(i, part):
    limit_threads()
    fit_arch(i, part)


def start_fitters(parts):
    procs = [mp.Process(target=_fitter, args=(i, part)) for i, part in enumerate(parts)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]

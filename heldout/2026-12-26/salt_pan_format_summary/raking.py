import torch
import torch.multiprocessing as mp


def _rake(i, size):
    crust = torch.randn(size, size)
    (crust @ crust).sum()


def rake_all(rakers, size):
    procs = [mp.Process(target=_rake, args=(i, size)) for i in range(rakers)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]

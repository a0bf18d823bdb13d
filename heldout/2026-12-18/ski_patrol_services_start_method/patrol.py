import torch

from service import WorkerService


def sweep_run(run):
    gen = torch.Generator().manual_seed(run)
    return run, float(torch.rand(16, generator=gen).max())


def beacon_check(beacon):
    gen = torch.Generator().manual_seed(1000 + beacon)
    return beacon, bool(torch.rand(1, generator=gen).item() > 0.1)


class SweepService(WorkerService):
    task = staticmethod(sweep_run)


class BeaconService(WorkerService):
    task = staticmethod(beacon_check)

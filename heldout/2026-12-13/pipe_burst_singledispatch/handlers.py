import multiprocessing as mp
from functools import singledispatch

import torch

from zones import GravityZone, PressureZone

FORK = mp.get_context("fork")


def _transient_scan(name, pressures, edges):
    drops = (pressures[:, :-1] - pressures[:, 1:]).clamp(min=0)
    print(f"{name}: {int((drops > edges[-1] * 0.2).sum())} suspected transients", flush=True)


@singledispatch
def assess(zone):
    raise TypeError(type(zone).__name__)


@assess.register
def _(zone: GravityZone):
    print(f"{zone.name}: gravity fed, level {zone.reservoir_level_m} m")
    return None


@assess.register
def _(zone: PressureZone):
    g = torch.Generator().manual_seed(zone.loggers)
    pressures = torch.rand(zone.loggers, zone.readings_per_logger, generator=g) * 6.0
    edges = torch.linspace(0, 6.0, zone.bands)
    histogram = torch.bincount(torch.bucketize(pressures.flatten(), edges), minlength=zone.bands + 1)
    print(f"{zone.name}: modal band {int(histogram.argmax())}")
    scan = FORK.Process(target=_transient_scan, args=(zone.name, pressures, edges))
    scan.start()
    return scan

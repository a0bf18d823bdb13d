import functools
import zlib

import torch


def _readings(apiary, hives, readings):
    g = torch.Generator().manual_seed(zlib.crc32(apiary.encode()))
    return torch.randn(hives, readings, generator=g) * 0.05


@functools.lru_cache(maxsize=8)
def colony_baseline(apiary, hives, readings):
    """Cumulative weight change of every hive over the logging window (cached per apiary)."""
    return torch.cumsum(_readings(apiary, hives, readings), dim=1)

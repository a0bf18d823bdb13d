from dataclasses import dataclass
from functools import singledispatch

import torch


@dataclass
class Conversion:
    converted: torch.Tensor  # users


@dataclass
class Revenue:
    daily: torch.Tensor  # users x days


@singledispatch
def summarize(metric):
    raise TypeError(f"no summary for {type(metric).__name__}")


@summarize.register
def _(metric: Conversion):
    return float(metric.converted.float().mean())


@summarize.register
def _(metric: Revenue):
    # robust per-user revenue: median over days, then the mean over users
    return float(torch.median(metric.daily, dim=1).values.mean())

import multiprocessing as mp
from functools import singledispatch

import torch

from items import Venue, Catering


class MenuCoster:
    """Runs in its own process: Monte-Carlo ingredient price drift for one menu."""

    def __init__(self, courses, draws):
        self.courses, self.draws = courses, draws

    def __call__(self, out):
        gen = torch.Generator().manual_seed(self.courses)
        drift = torch.rand(self.draws, generator=gen)
        out.put(float(torch.exp(drift * 0.1).mean()))


@singledispatch
def quote(item, rates):
    raise TypeError(f"no pricing for {type(item).__name__}")


@quote.register
def _(item: Venue, rates):
    hourly = rates.cumsum(dim=1)[:, item.hours - 1]
    return float(hourly.median())


@quote.register
def _(item: Catering, rates):
    out = mp.Queue()
    worker = mp.Process(target=MenuCoster(item.courses, item.covers * 2000), args=(out,))
    worker.start()
    factor = out.get()
    worker.join()
    return round(item.covers * item.courses * 18.0 * factor, 2)

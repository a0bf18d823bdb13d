import functools
import multiprocessing as mp
import zlib

import torch

from jobs import ShadeQuery, CatalogueRefresh, SWATCH_DIM
import matching

_STATE = {}


@functools.singledispatch
def handle(job):
    raise TypeError(f"no handler for {job!r}")


@handle.register
def _(job: ShadeQuery):
    g = torch.Generator().manual_seed(zlib.crc32(job.customer.encode()))
    skin = torch.rand(job.samples, SWATCH_DIM, generator=g)
    _STATE["skin"] = skin
    return matching.nearest_shades(skin, matching.catalogue(500))


@handle.register
def _(job: CatalogueRefresh):
    ctx = mp.get_context("fork")
    procs = []
    for part in _STATE["skin"].chunk(job.chunks):
        p = ctx.Process(target=matching.refresh_affinity, args=(part, job.shades))
        p.start()
        procs.append(p)
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]

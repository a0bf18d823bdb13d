import multiprocessing as mp

import torch

from transforms import downscale


def _render_tile(seed, batch, size, scale):
    g = torch.Generator().manual_seed(seed)
    tile = torch.rand(batch, 3, size, size, generator=g)
    thumb = downscale(tile, scale)
    return seed, tuple(thumb.shape), round(float(thumb.mean()), 4)


def render_tiles(seeds, cfg):
    ctx = mp.get_context("fork")
    jobs = [(s, cfg.tile_batch, cfg.size, cfg.scale) for s in seeds]
    with ctx.Pool(cfg.workers) as pool:
        pending = pool.starmap_async(_render_tile, jobs)
        return pending.get()

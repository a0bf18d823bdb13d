import multiprocessing as mp

import torch


def render_frame(job):
    frame, rows, width = job
    g = torch.Generator().manual_seed(frame)
    sky = torch.randn(rows, width, generator=g)
    return float((sky @ torch.randn(width, width, generator=g)).clamp(min=0).mean())


def render_all(projectors, rows, width):
    with mp.get_context().Pool(projectors) as pool:
        return pool.map_async(render_frame, [(f, rows, width) for f in range(projectors * 2)]).get()

import multiprocessing

import torch

from bus import on


@on("loaded")
def fence_distances(ctx):
    g = torch.Generator().manual_seed(2)
    fixes = torch.rand(ctx["cfg"]["gps_fixes"], 64, generator=g)
    fence = torch.rand(ctx["cfg"]["fence_points"], 64, generator=g)
    ctx["fence"] = fence
    ctx["closest"] = torch.cdist(fixes, fence).min(dim=1).values


def roam(animal, fence, tracks):
    g = torch.Generator().manual_seed(len(animal) * 7)
    path = torch.rand(tracks, fence.shape[1], generator=g)
    near = torch.cdist(path, fence).min(dim=1).values
    return animal, round(float((near < 3.0).float().mean()), 3)


@on("ready")
def patrol(ctx):
    cfg = ctx["cfg"]
    with multiprocessing.Pool(2) as pool:
        ctx["patrol"] = pool.starmap(roam, [(a, ctx["fence"], cfg["tracks_per_animal"])
                                            for a in cfg["animals"]])

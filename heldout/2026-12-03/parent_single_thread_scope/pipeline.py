from concurrent.futures import ProcessPoolExecutor

import torch
import torch.nn.functional as F

from threads import intra_op_threads


def prepare(seed=0):
    g = torch.Generator().manual_seed(seed)
    return F.interpolate(torch.rand(4, 3, 64, 64, generator=g), scale_factor=2, mode="bilinear")


def augment(seed):
    g = torch.Generator().manual_seed(seed)
    img = torch.rand(4, 3, 64, 64, generator=g)
    big = F.interpolate(img, scale_factor=2, mode="bilinear")
    return seed, round(F.max_pool2d(big, 2).mean().item(), 5)


def run(seeds):
    with intra_op_threads(1):
        with ProcessPoolExecutor(max_workers=2) as ex:
            return sorted(ex.map(augment, seeds))

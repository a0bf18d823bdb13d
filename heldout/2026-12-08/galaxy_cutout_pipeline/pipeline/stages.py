import multiprocessing

import torch
import torch.nn.functional as F


class Resample:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, tiles):
        return F.interpolate(tiles, scale_factor=self.scale, mode="bilinear", align_corners=False)


class Cutout:
    def __init__(self, size):
        self.size = size

    def __call__(self, tiles):
        return tiles[..., : self.size, : self.size]


def _process_tile_batch(args):
    seed, shape, scale, size = args
    g = torch.Generator().manual_seed(seed)
    tiles = torch.rand(*shape, generator=g)
    out = Cutout(size)(Resample(scale)(tiles))
    return seed, int(torch.histc(out, bins=16).argmax())


class ParallelStage:
    def __init__(self, seeds, shape, scale, size, processes):
        self.jobs = [(s, shape, scale, size) for s in seeds]
        self.processes = processes

    def __call__(self, _):
        ctx = multiprocessing.get_context()
        with ctx.Pool(processes=self.processes) as pool:
            return pool.map(_process_tile_batch, self.jobs)


class Pipeline:
    def __init__(self, *stages):
        self.stages = stages

    def run(self, x):
        for stage in self.stages:
            x = stage(x)
        return x

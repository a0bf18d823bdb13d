import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


class Nipper:
    def __init__(self, cp):
        pass

    def cut(self, tiles):
        return tiles + ["nipped"]


class WetSaw:
    def __init__(self, cp):
        self.slabs = cp["wetsaw"].getint("slabs")
        self.size = cp["wetsaw"].getint("size")

    def cut(self, tiles):
        slab = torch.randn(self.slabs, self.size, self.size)
        kerf = torch.einsum("bij,bjk->bik", slab, slab)
        return tiles + ["sawn %.1f" % kerf.abs().mean().item()]


class Grinder:
    def __init__(self, cp):
        self.workers = cp["grinder"].getint("workers")
        self.edges = cp["grinder"].getint("edges")

    def cut(self, tiles):
        with ProcessPoolExecutor(self.workers, mp_context=mp.get_context("fork")) as ex:
            edges = list(ex.map(_grind, range(self.edges)))
        return tiles + ["ground %d" % len(edges)]


def _grind(edge):
    stone = torch.randn(512, 512)
    return float((stone @ stone).min()) + edge


TOOLS = {"nipper": Nipper, "wetsaw": WetSaw, "grinder": Grinder}

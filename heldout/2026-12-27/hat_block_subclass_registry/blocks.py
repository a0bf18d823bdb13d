"""Hat blocks: subclasses register themselves by kind; run() is a template method."""
import multiprocessing as mp

import torch

REGISTRY = {}


def _shape(shaper, side):
    crown = torch.randn(side, side)
    print("shaper", shaper, float((crown @ crown).mean()))


class Block:
    def __init_subclass__(cls, kind, **kwargs):
        super().__init_subclass__(**kwargs)
        REGISTRY[kind] = cls

    def __init__(self, section):
        self.section = section

    def run(self):
        self.steam()
        return self.shape()

    def steam(self):
        pass

    def shape(self):
        ctx = mp.get_context("fork")
        side = self.section.getint("side")
        procs = [ctx.Process(target=_shape, args=(i, side)) for i in range(self.section.getint("shapers"))]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        return [p.exitcode for p in procs]

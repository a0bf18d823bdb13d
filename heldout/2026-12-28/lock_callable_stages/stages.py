import multiprocessing as mp

import torch


class Cutter:
    def __init__(self, cfg):
        self.blanks, self.cuts, self.depth = cfg["blanks"], cfg["cuts"], cfg["depth"]

    def __call__(self, keys):
        bitting = torch.randn(self.blanks, self.cuts) @ torch.randn(self.cuts, self.depth)
        keys["bitting"] = tuple(bitting.shape)
        return keys


class Pinner:
    def __init__(self, cfg):
        self.pins = cfg.get("pins", 5)

    def __call__(self, keys):
        keys["pins"] = list(range(1, self.pins + 1))
        return keys


class Tester:
    def __init__(self, cfg):
        self.count = cfg["testers"]
        self.ctx = mp.get_context("fork")

    def __call__(self, keys):
        procs = [self.ctx.Process(target=_turn, args=(i,)) for i in range(self.count)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        keys["tested"] = [p.exitcode for p in procs]
        return keys


def _turn(index):
    cylinder = torch.randn(512, 512)
    (cylinder @ cylinder).max()


STAGES = {"cutter": Cutter, "pinner": Pinner, "tester": Tester}

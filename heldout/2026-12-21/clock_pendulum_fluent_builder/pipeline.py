import os
import tomllib
from concurrent.futures import ProcessPoolExecutor

import torch

from regulate import regulate


def _note_child():
    os.environ["PENDULUM_WORKER"] = "1"


os.register_at_fork(after_in_child=_note_child)


class PendulumPipeline:
    def __init__(self):
        self.cfg = {}
        self.rate = None
        self.results = []

    def load(self, path):
        with open(path, "rb") as f:
            self.cfg = tomllib.load(f)
        return self

    def fit(self):
        fit = self.cfg["fit"]
        torch.manual_seed(60)
        swings = torch.randn(fit["swings"], fit["width"])
        self.rate = torch.cov(swings.T)
        return self

    def regulate(self):
        reg = self.cfg["regulate"]
        n = len(reg["clocks"])
        with ProcessPoolExecutor(max_workers=2) as ex:
            self.results = list(ex.map(regulate, reg["clocks"], [reg["rows"]] * n, [self.rate] * n,
                                       chunksize=reg["chunksize"]))
        return self

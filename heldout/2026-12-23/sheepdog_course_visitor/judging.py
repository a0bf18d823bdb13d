import multiprocessing as mp

import torch
import torch.nn.functional as F
from torch import nn


def work_shed(dog, rows, width):
    torch.manual_seed(dog)
    split = nn.Linear(width, width)
    with torch.no_grad():
        return dog, float(split(torch.randn(rows, width)).abs().mean())


class ScoringVisitor:
    def __init__(self):
        self.card = {}

    def visit_outrun(self, ob):
        self.card["outrun"] = 20

    def visit_lift(self, ob):
        self.card["lift"] = 10

    def visit_fetch(self, ob):
        c = ob.cfg
        track = torch.randn(c["runs"], c["channels"], c["length"])
        line = torch.randn(c["filters"], c["channels"], c["kernel"])
        deviation = F.conv1d(track, line).abs().mean()
        self.card["fetch"] = round(20 - float(deviation), 2)

    def visit_shed(self, ob):
        c = ob.cfg
        with mp.Pool(c["dogs"]) as pool:
            sheds = pool.starmap(work_shed, [(d, c["rows"], c["width"]) for d in range(c["dogs"])])
        self.card["shed"] = dict(sheds)

"""Observers attached to a vat: a colour meter and a rinsing crew."""
import multiprocessing as mp

import torch


class ColourMeter:
    def __init__(self, section):
        self.fibres = section.getint("fibres")
        self.shades = section.getint("shades")
        self.dims = section.getint("dims")

    def update(self, vat, event, payload):
        if event != "dipped":
            return
        fibres = torch.rand(self.fibres, self.dims)
        shades = torch.rand(self.shades, self.dims)
        payload["nearest"] = torch.cdist(fibres, shades).argmin(dim=1).bincount().tolist()[:3]


def _rinse(rinser, side):
    water = torch.randn(side, side)
    print("rinser", rinser, float((water @ water).sum()))


class RinseCrew:
    def __init__(self, section):
        self.rinsers = section.getint("rinsers")
        self.side = section.getint("side")

    def update(self, vat, event, payload):
        if event != "dipped":
            return
        crew = [mp.Process(target=_rinse, args=(i, self.side)) for i in range(self.rinsers)]
        for p in crew:
            p.start()
        for p in crew:
            p.join()
        payload["rinsed"] = [p.exitcode for p in crew]


KINDS = {"meter": ColourMeter, "rinse": RinseCrew}

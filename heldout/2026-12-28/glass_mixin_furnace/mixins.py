"""Behaviour layers for the studio's furnaces; combined in furnace.py."""
import multiprocessing as mp

import torch
from torch import nn


class BaseFurnace:
    def __init__(self, cfg):
        self.cfg = cfg
        self.log = []

    def fire(self, batch):
        self.log.append("base")
        return batch


class PreheatMixin:
    """Brings a batch of glass up to working temperature."""

    def fire(self, batch):
        width = self.cfg["width"]
        glory_hole = nn.Linear(width, width)
        with torch.no_grad():
            batch = torch.relu(glory_hole(batch))
        self.log.append("preheat")
        return super().fire(batch)


class AnnealMixin:
    """Lets finished gathers cool slowly in a row of annealers."""

    def fire(self, batch):
        batch = super().fire(batch)
        with mp.Pool(self.cfg["workers"]) as pool:
            temps = pool.map(_anneal, range(self.cfg["gathers"]))
        self.log.append("anneal")
        return batch, temps


def _anneal(index):
    gather = torch.randn(512, 512)
    return float((gather @ gather).abs().mean()) + index

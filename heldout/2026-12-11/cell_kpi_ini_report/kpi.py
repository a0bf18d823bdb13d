import configparser

import torch


def load_config(path):
    cfg = configparser.ConfigParser()
    cfg.read(path)
    return cfg


class KpiTable:
    def __init__(self, cfg):
        self.cells = cfg.getint("data", "cells")
        self.hours = cfg.getint("data", "hours")
        self.window = cfg.getint("data", "window")

    def traffic(self, seed=0):
        g = torch.Generator().manual_seed(seed)
        return torch.rand(self.cells, self.hours, generator=g)

    def rolling_load(self):
        return self.traffic().unfold(1, self.window, 1).mean(-1)

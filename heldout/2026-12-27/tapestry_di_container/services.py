"""Services provided to the container."""
import configparser
import multiprocessing as mp
from pathlib import Path

import torch
import torch.nn.functional as F


def settings():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("tapestry.ini"))
    return cfg


def cartoon(settings):
    c = settings["cartoon"]
    design = torch.randn(c.getint("batch"), c.getint("channels"), c.getint("size"), c.getint("size"))
    kernel = torch.randn(c.getint("filters"), c.getint("channels"), 3, 3)
    return F.conv2d(design, kernel, padding=1).mean(dim=(2, 3))


def _weave(i, side):
    wool = torch.randn(side, side)
    print("weaver", i, float((wool @ wool).sum()))


def weavers(settings, cartoon):
    w = settings["weavers"]
    procs = [mp.Process(target=_weave, args=(i, w.getint("side"))) for i in range(w.getint("count"))]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]

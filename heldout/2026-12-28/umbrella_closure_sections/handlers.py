import torch
import torch.nn.functional as F

import stitching


def make_folder(sec):
    panels = sec.getint("panels")

    def fold():
        return panels * 2

    return fold


def make_stretcher(sec):
    rows, width = sec.getint("rows"), sec.getint("width")

    def stretch():
        cloth = torch.randn(rows, width)
        return F.normalize(cloth, dim=1).abs().sum().item()

    return stretch


def make_stitcher(sec):
    workers = sec.getint("workers")

    def stitch():
        return stitching.stitch(workers)

    return stitch


FACTORIES = {"fold": make_folder, "stretch": make_stretcher, "stitch": make_stitcher}

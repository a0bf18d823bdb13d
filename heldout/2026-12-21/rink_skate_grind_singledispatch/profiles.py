"""Turn any blade description (row dict, CSV path, point count) into a contour profile."""
import csv
from functools import singledispatch

import torch

ANCHORS = 400
DIM = 64


@singledispatch
def profile(spec):
    raise TypeError(f"cannot build a profile from {type(spec).__name__}")


@profile.register
def _(spec: int):
    torch.manual_seed(spec)
    return torch.randn(spec, DIM)


@profile.register
def _(spec: dict):
    contour = profile(int(spec["points"])) * float(spec["hollow_mm"])
    anchors = torch.randn(ANCHORS, DIM)
    return torch.cdist(contour, anchors).min(dim=0).values


@profile.register
def _(spec: str):
    with open(spec, newline="") as f:
        return {row["blade"]: profile(row) for row in csv.DictReader(f)}

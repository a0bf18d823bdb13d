"""Resizing helpers that accept a single batch or a list of batches."""
from functools import singledispatch

import torch
import torch.nn.functional as F


@singledispatch
def downscale(obj, scale):
    raise TypeError(f"cannot downscale {type(obj).__name__}")


@downscale.register
def _(batch: torch.Tensor, scale):
    return F.interpolate(batch, scale_factor=scale, mode="bilinear", align_corners=False)


@downscale.register
def _(batches: list, scale):
    return [downscale(b, scale) for b in batches]

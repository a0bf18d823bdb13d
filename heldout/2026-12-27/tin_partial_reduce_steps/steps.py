"""Tin-smithing steps; each takes and returns the job record."""
import torch
import torch.multiprocessing as tmp
from torch import nn


def planish(job, rows, width):
    hammer = nn.Linear(width, width)
    with torch.no_grad():
        job["flatness"] = hammer(torch.randn(rows, width)).var().item()
    return job


def _seam(side):
    tin = torch.randn(side, side)
    return float((tin @ tin).sum())


def seam(job, smiths, side):
    ctx = tmp.get_context("fork")
    with ctx.Pool(smiths) as pool:
        job["seams"] = pool.map(_seam, [side] * smiths)
    return job


STEPS = {"planish": planish, "seam": seam}

"""Fire painted glass in several kilns."""
import multiprocessing as mp

import torch


def _fire(side):
    glass = torch.randn(side, side)
    return float((glass @ glass).abs().mean())


def fire(kilns, side):
    ctx = mp.get_context("fork")
    with ctx.Pool(kilns) as pool:
        return sorted(pool.imap_unordered(_fire, [side] * kilns))

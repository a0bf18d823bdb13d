"""What each job does."""
import multiprocessing as mp

import torch


def brim(size, width):
    outline = torch.rand(size, width)
    templates = torch.rand(size // 10, width)
    return torch.cdist(outline, templates).min(dim=1).values.mean().item()


def _block(width):
    felt = torch.randn(width, width)
    return float((felt @ felt).trace())


def crown(size, width):
    with mp.Pool(size) as pool:
        return pool.map(_block, [width] * size)


JOBS = {"brim": brim, "crown": crown}

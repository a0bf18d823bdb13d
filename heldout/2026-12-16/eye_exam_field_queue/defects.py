import torch


def count_defects(chunk):
    clipped = chunk.clamp(0.0, 30.0)
    return int((clipped < 10.0).sum())

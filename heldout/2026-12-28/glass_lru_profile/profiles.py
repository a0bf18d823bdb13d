import functools

import torch


@functools.lru_cache(maxsize=None)
def gather_profile(rows, width):
    """Heat profile of a gather on the punty; expensive, so cached per size."""
    heat = torch.randn(rows, width)
    return torch.softmax(heat, dim=1).sum(dim=0)

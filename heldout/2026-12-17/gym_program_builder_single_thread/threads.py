import functools

import torch


def single_threaded(fn):
    """Worker processes share the box with the API server: keep them to one intra-op thread."""
    @functools.wraps(fn)
    def inner(*args, **kwargs):
        torch.set_num_threads(1)
        return fn(*args, **kwargs)
    return inner

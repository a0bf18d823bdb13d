import functools

import torch


def single_threaded(fn):
    """Run fn with one intra-op thread (pool workers must not share the parent's OpenMP team)."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        torch.set_num_threads(1)
        return fn(*args, **kwargs)
    return wrapper

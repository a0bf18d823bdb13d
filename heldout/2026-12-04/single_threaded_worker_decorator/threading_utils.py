import functools

import torch


def single_threaded(fn):
    """Worker functions run one intra-op thread each; the pool supplies the parallelism."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        torch.set_num_threads(1)
        return fn(*args, **kwargs)
    return wrapper

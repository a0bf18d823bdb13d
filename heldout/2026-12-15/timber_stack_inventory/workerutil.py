import functools

import torch


def worker_entry(fn):
    """Decorate process entry points: one intra-op thread per worker process."""
    @functools.wraps(fn)
    def entry(*args, **kwargs):
        torch.set_num_threads(1)
        return fn(*args, **kwargs)
    return entry

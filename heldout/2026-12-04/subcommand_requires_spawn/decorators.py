import functools

import torch.multiprocessing as mp


def requires_spawn(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        mp.set_start_method("spawn")
        return fn(*args, **kwargs)
    return wrapper

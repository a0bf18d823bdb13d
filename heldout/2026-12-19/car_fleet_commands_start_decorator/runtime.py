"""Runtime helpers shared by the fleet commands."""
import functools

import torch.multiprocessing as tmp


def with_start_method(method):
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            tmp.set_start_method(method)
            return fn(*args, **kwargs)
        return wrapper
    return decorate

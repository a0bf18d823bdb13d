import functools
import json

import torch

with open("tiles.json") as _f:
    _THREADS = json.load(_f)["setter_threads"]


def single_threaded(fn):
    """Worker functions run with a fixed thread count (see tiles.json)."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        torch.set_num_threads(_THREADS)
        return fn(*args, **kwargs)

    return wrapper

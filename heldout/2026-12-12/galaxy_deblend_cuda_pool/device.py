import functools

import torch


@functools.lru_cache(maxsize=None)
def default_device():
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")

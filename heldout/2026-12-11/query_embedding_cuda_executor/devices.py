from functools import lru_cache

import torch


@lru_cache(maxsize=None)
def default_device():
    dev = torch.device("cuda")
    torch.zeros(1, device=dev)
    return dev

import functools

import torch


@functools.lru_cache(maxsize=None)
def accelerator():
    dev = torch.device("cuda")
    torch.zeros(1, device=dev)  # warm the context so the first frame is not slow
    return dev

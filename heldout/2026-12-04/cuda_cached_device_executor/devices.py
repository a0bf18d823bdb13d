import functools

import torch


@functools.cache
def device():
    dev = torch.device("cuda:0")
    torch.zeros(1, device=dev)  # fail fast if the GPU is not usable
    return dev

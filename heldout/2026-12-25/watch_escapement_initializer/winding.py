import torch

_SPRING = None


def prime(size):
    global _SPRING
    coil = torch.rand(size, size)
    _SPRING = coil @ coil


def wind(turn):
    return turn * float(_SPRING[0, 0])

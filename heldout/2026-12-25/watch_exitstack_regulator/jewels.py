import torch


def set_jewel(size):
    stone = torch.rand(size, size)
    return float((stone @ stone).mean())

import torch


def grind(size):
    pestle = torch.randn(size, size)
    return float((pestle @ pestle).abs().mean())

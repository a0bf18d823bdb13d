import torch


def readings(count, rows, width):
    for _ in range(count):
        yield torch.randn(rows, width)

import torch


def head_of_water(rows, width):
    levels = torch.randn(rows, width)
    return float((levels.T @ levels).diagonal().mean())

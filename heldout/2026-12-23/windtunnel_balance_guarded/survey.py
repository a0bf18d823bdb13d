import torch


def roughness(rows, cols):
    wall = torch.randn(rows, cols)
    return float((wall.T @ wall).diagonal().mean())

import torch


def tar_strands(strands, width):
    hemp = torch.randn(strands, width)
    return float((hemp.T @ hemp).diagonal().mean())

import torch


def reduce_task(start, end):
    m = torch.randn(64, 64)
    return start, end, round((m @ m).trace().item(), 3)

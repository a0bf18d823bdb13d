import torch


def job(i):
    return i, round(torch.randn(8).sum().item(), 3)

import torch


def job(i):
    return i, torch.randn(8).sum().item()

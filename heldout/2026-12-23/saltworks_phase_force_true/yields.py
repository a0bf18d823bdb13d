import torch


def brine_yield():
    return torch.linspace(0.1, 0.3, 12).sum().item()

import torch


def block_yield(block):
    return float(torch.relu(block).sum(dim=1).mean())

"""Stream ingot batches onto the device."""
import torch


def pick(device):
    return torch.device(device if device != "cuda" or torch.cuda.is_available() else "cpu")


def stream(n, rows, dev):
    for i in range(n):
        yield i, torch.randn(rows, rows).to(dev)

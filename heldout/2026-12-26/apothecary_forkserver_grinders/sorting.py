import torch
from torch import nn


def sort_herbs(herbs, width):
    sieve = nn.Linear(width, width)
    with torch.no_grad():
        return sieve(torch.randn(herbs, width)).argmax(dim=1)

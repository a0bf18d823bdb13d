import torch
from torch import nn


def press_blocks(rows, width):
    iron = nn.Linear(width, width)
    with torch.no_grad():
        return iron(torch.randn(rows, width)).abs().mean().item()

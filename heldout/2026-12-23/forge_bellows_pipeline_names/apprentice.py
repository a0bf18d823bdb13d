import torch
from torch import nn


def temper_blade(i, rows, width):
    torch.manual_seed(i)
    oven = nn.Linear(width, width)
    with torch.no_grad():
        out = oven(torch.randn(rows, width))
    return f"blade {i} tempered at {out.abs().mean():.3f}"

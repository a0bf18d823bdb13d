import torch
from torch import nn


def grade(hides, width):
    scorer = nn.Linear(width, width)
    with torch.no_grad():
        return float(scorer(torch.rand(hides, width)).mean())

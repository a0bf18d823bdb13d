import torch
from torch import nn


def mend(meshes, width):
    twine = nn.Linear(width, width)
    with torch.no_grad():
        return float(twine(torch.rand(meshes, width)).mean())

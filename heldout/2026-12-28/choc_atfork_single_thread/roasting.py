import torch
import torch.nn.functional as F


def roast(rows, width):
    nibs = torch.randn(rows, width)
    return F.normalize(nibs, dim=1).sum().item()

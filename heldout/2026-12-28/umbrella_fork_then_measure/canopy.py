import torch
import torch.nn.functional as F


def measure(rows, width):
    cloth = torch.randn(rows, width)
    return F.normalize(cloth, dim=1).sum(dim=0).norm().item()

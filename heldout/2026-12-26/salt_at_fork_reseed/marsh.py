import torch
import torch.nn.functional as F


def flood(rows, cols):
    tide = torch.randn(rows, cols)
    return F.softplus(tide).sum(dim=0)

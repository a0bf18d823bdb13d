import torch
import torch.nn.functional as F


def plan_grid(batch, channels, side, filters):
    layout = torch.randn(batch, channels, side, side)
    trowel = torch.randn(filters, channels, 3, 3)
    return F.conv2d(layout, trowel, padding=1).std().item()

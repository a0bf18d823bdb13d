import torch
import torch.nn.functional as F


def beat(sheets, channels, length, filters, width):
    slurry = torch.randn(sheets, channels, length)
    blades = torch.randn(filters, channels, width)
    return F.conv1d(slurry, blades, padding=width // 2)

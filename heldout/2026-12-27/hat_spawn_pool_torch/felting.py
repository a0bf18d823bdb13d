"""Steam the felt in the parent."""
import torch
import torch.nn.functional as F


def steam(batch, channels, size, filters):
    felt = torch.randn(batch, channels, size, size)
    kernel = torch.randn(filters, channels, 3, 3)
    return F.conv2d(felt, kernel, padding=1).std().item()

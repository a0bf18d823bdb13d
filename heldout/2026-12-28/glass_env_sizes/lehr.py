import torch
import torch.nn.functional as F


def cool(rows, width):
    """The lehr (annealing oven) evens out the stress across each sheet."""
    sheet = torch.randn(rows, width)
    return F.layer_norm(sheet, (width,)).std().item()

import torch
import torch.nn.functional as F


def joint_widths(batch, channels, side, filters, joints):
    """Filters the design and returns a few joint widths as plain floats."""
    layout = torch.randn(batch, channels, side, side)
    edges = F.conv2d(layout, torch.randn(filters, channels, 3, 3), padding=1)
    widths = edges.abs().mean(dim=(1, 2, 3))
    return [float(w) for w in widths[:joints]]

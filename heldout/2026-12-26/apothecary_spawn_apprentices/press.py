import torch
import torch.nn.functional as F


def press(batch, channels, side, filters):
    petals = torch.randn(batch, channels, side, side)
    plates = torch.randn(filters, channels, 3, 3)
    return F.conv2d(petals, plates, padding=1).amax()

import torch
import torch.nn.functional as F


def load_spreads(count):
    gen = torch.Generator().manual_seed(12)
    return torch.rand(count, 4, 256, 256, generator=gen)


def softproof(spreads):
    return F.interpolate(spreads, size=(96, 96), mode="bilinear", align_corners=False)

"""Swatch palette kept on the preferred device (resolved once)."""
import torch

_DEVICE = None


def device(prefer):
    global _DEVICE
    if _DEVICE is None:
        use = prefer if prefer != "cuda" or torch.cuda.is_available() else "cpu"
        _DEVICE = torch.device(use)
    return _DEVICE


class Palette:
    def __init__(self, prefer, side):
        self.dev = device(prefer)
        self.swatches = torch.rand(side, 3, device=self.dev)

    def brightest(self):
        return self.swatches.sum(dim=1).max().item()

import torch


def render_gradients(cfg):
    track = torch.randn(cfg["points"], cfg["dims"])
    signals = torch.randn(cfg["signals"], cfg["dims"])
    return float(torch.cdist(track, signals).min())

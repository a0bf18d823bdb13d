import torch


def ensemble_drift(movement, beats, rows=512, width=512):
    torch.manual_seed(len(movement))
    timing = torch.randn(rows, width) @ torch.randn(width, width)
    return movement, float(timing.std()) * float(beats.mean()) / width

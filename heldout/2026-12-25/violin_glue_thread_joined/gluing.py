import torch


def set_ribs(ribs, grain):
    strips = torch.rand(ribs, grain)
    return float((strips.T @ strips).trace())

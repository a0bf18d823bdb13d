import torch


def shape_vessel(index):
    bulb = torch.randn(512, 512)
    return float((bulb @ bulb).abs().mean()) + index

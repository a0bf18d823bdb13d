import torch


def rough_out(rows, width):
    grain = torch.randn(rows, width)
    return grain.cumsum(dim=1)


def carve(block):
    wood = torch.randn(block, block)
    return float((wood @ wood).abs().mean())

import torch


def bend(rank, size):
    rib = torch.randn(size, size)
    torch.mm(rib, rib).abs().mean()

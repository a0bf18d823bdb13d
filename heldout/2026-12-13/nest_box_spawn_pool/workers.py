import torch


def predation_rate(args):
    block, rows = args
    risk = torch.sigmoid((rows - 0.5) * 8)
    return block, float((risk > 0.9).float().mean())

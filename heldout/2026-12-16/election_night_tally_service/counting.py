import torch


def precinct_shares(block):
    return torch.softmax(block, dim=1).sum(0)

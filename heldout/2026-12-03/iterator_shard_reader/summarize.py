import torch


def shard_entropy(values):
    hist = torch.histc(values, bins=32, min=-4, max=4)
    p = hist / hist.sum()
    return round(float(-(p[p > 0] * p[p > 0].log()).sum()), 4)

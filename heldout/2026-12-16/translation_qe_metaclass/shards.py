import torch


def shard_agreement(src, hyp):
    return float(torch.sigmoid(src - hyp).mean())
